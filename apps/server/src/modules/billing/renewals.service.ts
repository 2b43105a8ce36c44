/**
 * Renewals of monthly plans: at the end of the period the saved payment method is charged; a declined
 * charge is tried again after RETRY_AFTER_DAYS while the subscription stays live (grace), then the
 * subscription expires. Every step is recorded (renewal_attempts, payments) and decided from what is
 * recorded, so a run on another instance or after a restart continues, and never charges twice: each
 * attempt has one payment whose Idempotence-Key is derived from the subscription, period and attempt,
 * and a pending one is re-read (or re-sent with the same key), never created anew.
 */

import { createHash } from "node:crypto";
import { addDays } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { type PaymentProvider, PaymentProviderError } from "../../integrations/payments/provider.ts";
import { methodUnusable, type RenewalMailKind, renewalMail } from "../orders/index.ts";
import type { Clock } from "../plans/index.ts";
import { planPaymentDescription, planTitle, REMIND_DAYS_BEFORE, renewalAttemptAt } from "../plans/index.ts";
import { type PaymentRow, updatePayment } from "./billing.repository.ts";
import { paymentReceipt, type ReceiptSettings } from "./payment-receipt.ts";
import type { PaymentsLog, PaymentsService } from "./payments.service.ts";
import {
  attemptsFor,
  claimAttempt,
  claimReminders,
  type DueRenewal,
  dueRenewals,
  expireUnpaid,
  forgetUnusableMethod,
  moveIntoGrace,
} from "./renewals.repository.ts";

/** Subscriptions renewed per run of the job. */
const BATCH = 50;

/** A UUID made from `text`: the same text always gives the same key (the payments' key column is a uuid). */
export function derivedKey(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface RenewalsOptions {
  db: Db;
  provider: PaymentProvider;
  payments: Pick<PaymentsService, "processProviderPayment">;
  mailer: Mailer;
  publicUrl: string;
  log: PaymentsLog;
  receipts: ReceiptSettings;
  clock: Clock;
}

export interface RenewalsRun {
  /** Reminders sent. */
  reminded: number;
  /** Due subscriptions worked on (charged, retried or expired). */
  due: number;
}

export function createRenewals({
  db,
  provider,
  payments,
  mailer,
  publicUrl,
  log,
  receipts,
  clock,
}: RenewalsOptions) {
  /** Queues a renewal e-mail in `tx`, the transaction of the change it tells of (the outbox). */
  async function mail(tx: DbOrTx, kind: RenewalMailKind, row: DueRenewal, date: Date) {
    const language = storedLocale(row.subscription.locale);
    const message = renewalMail(
      kind,
      {
        planName: planTitle(row.plan, language),
        amountRub: row.plan.priceRub,
        periodDays: row.plan.periodDays,
        date,
      },
      language,
      row.email,
      `${publicUrl}/profile`,
    );
    await mailer.send(message, { tx });
  }

  /** Sends the charge of a recorded attempt (again, with its key, if its reply was lost) and settles it. */
  async function charge(row: DueRenewal, payment: PaymentRow) {
    let providerPaymentId = payment.providerPaymentId;
    if (!providerPaymentId) {
      const description = payment.description ?? planPaymentDescription(row.plan, { renewal: true });
      const remote = await provider.chargeSavedMethod({
        amountRub: payment.amountRub,
        description,
        receipt: paymentReceipt(receipts, row.email, description, payment.amountRub),
        idempotenceKey: payment.idempotenceKey,
        paymentMethodId: row.subscription.paymentMethodId ?? "",
        metadata: { payment_id: payment.id },
      });
      providerPaymentId = remote.id;
      await updatePayment(db, payment.id, { providerPaymentId });
    }
    await payments.processProviderPayment(providerPaymentId);
  }

  /** Moves one due subscription on by one step; true when it did something worth looking again. */
  async function step(row: DueRenewal): Promise<boolean> {
    const { subscription } = row;
    const periodEnd = subscription.unpaidSince ?? subscription.expiresAt;
    const attempts = await attemptsFor(db, subscription.id, periodEnd);
    const last = attempts.at(-1);
    if (last?.payment.status === "pending") {
      await charge(row, last.payment);
      return true;
    }
    if (last?.payment.status === "succeeded") return false;
    if (last && methodUnusable(last.payment.cancellationReason)) {
      // The bank or the customer ruled this method out for good (YooKassa: do not charge it again):
      // it is forgotten, nothing is retried, and the plan lasts to the end of what was paid.
      await db.transaction(async (tx) => {
        if (!(await forgetUnusableMethod(tx, subscription.id, subscription.expiresAt))) return;
        await mail(tx, "methodUnusable", row, subscription.expiresAt);
        log.info(
          { subscriptionId: subscription.id, reason: last.payment.cancellationReason },
          "renewal declined for good: the saved method is forgotten",
        );
      });
      return false;
    }
    const declined = attempts.length;
    if (last) {
      const nextTryAt = renewalAttemptAt(periodEnd, declined);
      if (nextTryAt === null) {
        await db.transaction(async (tx) => {
          if (!(await expireUnpaid(tx, subscription.id, subscription.expiresAt))) return;
          await mail(tx, "expired", row, subscription.expiresAt);
          log.info({ subscriptionId: subscription.id }, "renewal failed: subscription expired");
        });
        return false;
      }
      if (subscription.expiresAt < nextTryAt) {
        await db.transaction(async (tx) => {
          if (!(await moveIntoGrace(tx, subscription.id, subscription.expiresAt, periodEnd, nextTryAt)))
            return;
          await mail(tx, "declined", row, nextTryAt);
          log.info({ subscriptionId: subscription.id, nextTryAt }, "renewal declined: will try again");
        });
        return false;
      }
      if (clock() < nextTryAt) return false;
    }
    const attempt = declined;
    const payment = await claimAttempt(
      db,
      {
        provider: provider.name,
        kind: "subscription",
        amountRub: row.plan.priceRub,
        email: row.email,
        userId: subscription.userId,
        planId: row.plan.id,
        // The charge's e-mails (its confirmation, its receipt) speak the subscription's language.
        locale: subscription.locale,
        description: planPaymentDescription(row.plan, { renewal: true }),
        idempotenceKey: derivedKey(`renewal:${subscription.id}:${periodEnd.toISOString()}:${attempt}`),
      },
      { subscriptionId: subscription.id, periodEnd, attempt },
    );
    if (!payment) return false;
    await charge(row, payment);
    return true;
  }

  /** Takes one subscription as far as it can go now (a charge, then its outcome). */
  async function renew(row: DueRenewal) {
    let current: DueRenewal | undefined = row;
    for (let steps = 0; current && steps < 3 && (await step(current)); steps++) {
      [current] = await dueRenewals(db, clock(), 1, row.subscription.id);
    }
  }

  return {
    /** Sends the due reminders and renews the due subscriptions; safe on several instances at once. */
    async run(): Promise<RenewalsRun> {
      const now = clock();
      const reminders = await db.transaction(async (tx) => {
        const claimed = await claimReminders(tx, now, addDays(now, REMIND_DAYS_BEFORE));
        for (const row of claimed) await mail(tx, "reminder", row, row.subscription.expiresAt);
        return claimed;
      });
      const due = await dueRenewals(db, now, BATCH);
      for (const row of due) {
        try {
          await renew(row);
        } catch (error) {
          const level = error instanceof PaymentProviderError ? "warn" : "error";
          log[level](
            { err: error, subscriptionId: row.subscription.id },
            "renewal could not go on (will retry)",
          );
        }
      }
      return { reminded: reminders.length, due: due.length };
    },
  };
}

export type Renewals = ReturnType<typeof createRenewals>;
