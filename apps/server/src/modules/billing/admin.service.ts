/** The admin's view of money: pages of payments (filtered), subscriptions and set purchases. */
import type {
  TAdminPayment,
  TAdminPaymentPage,
  TAdminPurchasePage,
  TAdminRefund,
  TAdminSubscriptionPage,
} from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import type { Locale } from "../../i18n/messages.ts";
import { orderNumber, paymentCancellation } from "../orders/index.ts";
import { planTitle, statusAt } from "../plans/index.ts";
import {
  listPayments,
  listPurchasesPage,
  listSubscriptionsPage,
  type PaymentFilter,
  type RefundRow,
} from "./admin.repository.ts";
import type { PaymentRow } from "./billing.repository.ts";

export interface PageQuery {
  page: number;
  page_size: number;
}

const window = ({ page, page_size }: PageQuery) => ({ limit: page_size, offset: (page - 1) * page_size });

/** A refund as the admin sees it: a canceled one with its reason, a cabinet one, a partial one. */
export function adminRefund(refund: RefundRow): TAdminRefund {
  return {
    id: refund.id,
    status: refund.status,
    amount: refund.amountRub,
    created_at: refund.createdAt.toISOString(),
    cancellation_reason: refund.status === "canceled" ? refund.cancellationReason : null,
    made_at_provider: refund.madeAtProvider,
    partial: refund.status === "succeeded" && refund.appliedAt === null,
  };
}

/**
 * One payment as the admin sees it: a succeeded payment whose full refund went through (its effects
 * applied) reads "refunded"; a partial refund leaves it "succeeded".
 */
export function adminPayment(
  payment: PaymentRow,
  refund: RefundRow | null,
  item: string | null,
): TAdminPayment {
  const refunded = payment.status === "succeeded" && refund?.appliedAt != null;
  return {
    id: payment.id,
    status: refunded ? "refunded" : payment.status,
    kind: payment.kind,
    order_number: orderNumber(payment.id),
    amount: payment.amountRub,
    email: payment.email,
    item,
    created_at: payment.createdAt.toISOString(),
    refund: refund ? adminRefund(refund) : null,
    cancellation: paymentCancellation(payment),
  };
}

export function createAdminMoneyService({ db }: { db: Db }) {
  return {
    async payments(filter: PaymentFilter, query: PageQuery): Promise<TAdminPaymentPage> {
      const { rows, total } = await listPayments(db, filter, window(query));
      return {
        items: rows.map((row) => adminPayment(row.payment, row.refund, row.planName ?? row.setName)),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async subscriptions(query: PageQuery, locale: Locale, now = new Date()): Promise<TAdminSubscriptionPage> {
      const { rows, total } = await listSubscriptionsPage(db, window(query));
      return {
        items: rows.map(({ subscription, username, email, plan }) => ({
          id: subscription.id,
          username,
          email,
          plan_name: planTitle(plan, locale),
          status: statusAt(subscription, now),
          is_trial: subscription.isTrial,
          started_at: subscription.startedAt.toISOString(),
          expires_at: subscription.expiresAt.toISOString(),
        })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },

    async purchases(query: PageQuery): Promise<TAdminPurchasePage> {
      const { rows, total } = await listPurchasesPage(db, window(query));
      return {
        items: rows.map(({ purchase, setName }) => ({
          id: purchase.id,
          email: purchase.email,
          set_name: setName,
          payment_id: purchase.paymentId,
          purchased_at: purchase.purchasedAt.toISOString(),
          refunded_at: purchase.refundedAt?.toISOString() ?? null,
        })),
        page: query.page,
        page_size: query.page_size,
        total,
      };
    },
  };
}

export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
