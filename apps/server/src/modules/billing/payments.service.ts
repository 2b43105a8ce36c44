/**
 * Payments: creating them at the provider, and fulfilling them exactly once, only after the provider
 * itself (re-read, never the notification's word) says the right amount was paid.
 */

import { type BinaryLike, createHash, createHmac, randomUUID } from "node:crypto";
import {
  DAY_MS,
  LANGUAGE_PARAM,
  type TPaymentHistory,
  type TPaymentHistoryEntry,
  type TPaymentInfo,
  type TPaymentLinkReply,
} from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type DomainCode, DomainError } from "../../errors.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
} from "../../integrations/payments/provider.ts";
import type { Seller } from "../../operator.ts";
import { recordConsent } from "../consent/index.ts";
import {
  orderNumber,
  paymentCancellation,
  purchaseMail,
  type SetLinks,
  setLinksAgainMail,
  setTexts,
  subscriptionPaidMail,
} from "../orders/index.ts";
import { type Clock, planPaymentDescription, planTitle, systemClock } from "../plans/index.ts";
import { findRefundOfPayment } from "./admin.repository.ts";
import {
  cancelPayment,
  claimFulfilment,
  findPayment,
  findPaymentByProviderId,
  findPlan,
  findPurchaseByTokenHash,
  findSetById,
  findUserEmail,
  findVerifiedUserIdByEmail,
  insertPayment,
  insertPurchase,
  type LearningSetRow,
  livePurchasesByEmail,
  type PaymentRow,
  paymentHistory,
  pendingProviderPayments,
  setPurchaseTokenHash,
  updatePayment,
} from "./billing.repository.ts";
import { createClosedAccountPayments } from "./closed-account-payments.ts";
import type { GiftHooks } from "./gift-hooks.ts";
import {
  giftPaymentDescription,
  paymentLine,
  paymentReceipt,
  type ReceiptSettings,
  setPaymentDescription,
} from "./payment-receipt.ts";
import { applySubscriptionPayment } from "./renewal-payment.ts";

/** A payment as its checkout page shows it (`checkoutView`). */
export interface CheckoutView {
  locale: Locale;
  kind: PaymentRow["kind"];
  /** The plan's or the set's name in `locale`. */
  item: string | null;
  /** A renewing plan's charge after this one: its amount, again every `periodDays` days. */
  renewal: { amountRub: number; periodDays: number } | null;
}

/** A download token's stored form. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The set purchase a download token opens (its set, when refunded, its language), or undefined. */
export const findPurchaseByToken = (db: DbOrTx, token: string) =>
  findPurchaseByTokenHash(db, hashToken(token));

/** What processing a provider's payment did. */
export type ProcessOutcome =
  | "unknown"
  | "mismatch"
  | "pending"
  | "fulfilled"
  | "already"
  | "canceled"
  | "refunded";

export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface PaymentsServiceOptions {
  db: Db;
  provider: PaymentProvider;
  mailer: Mailer;
  publicUrl: string;
  log: PaymentsLog;
  /** What every fiscal receipt states besides its lines: the VAT code and the tax system. */
  receipts: ReceiptSettings;
  /** Billing's time (default: real time). */
  clock?: Clock;
  /** The set links' key (keys.ts): a set payment's link token is derived from it (see `setLinks`). */
  secret: BinaryLike;
  /** Issues and stops the gifts (the gifts module's), for payments of kind "gift". */
  gifts?: GiftHooks | undefined;
}

type NewPayment = Pick<PaymentRow, "kind" | "amountRub"> &
  Partial<Pick<PaymentRow, "userId" | "planId" | "learningSetId" | "locale">> & {
    /** The buyer's address: the receipt and the confirmation go there. */
    email: string;
    description: string;
    failure: DomainCode;
    /** Save the method for renewals (a monthly plan). */
    savePaymentMethod?: boolean;
    /** Where the buyer comes back to from the checkout (default: the payment's result page). */
    returnUrl?: (paymentId: string) => string;
    /** Records what the payment is for, in the transaction that records the payment. */
    record?: (tx: DbOrTx, payment: PaymentRow) => Promise<void>;
  };

/** A pending payment is re-read from the provider once it is this old (the buyer has had time to pay)… */
export const RECHECK_AFTER_MS = 5 * 60_000;
/** …until it is this old (unpaid payments are canceled by the provider well before). */
export const RECHECK_WITHIN_MS = DAY_MS;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type HistoryRow = Awaited<ReturnType<typeof paymentHistory>>[number];

/** One line of the payment history, named in `locale`. */
function historyEntry(
  { payment, refund, renewal, plan, set }: HistoryRow,
  locale: Locale,
): TPaymentHistoryEntry {
  const refunded = refund?.appliedAt ? "refunded" : refund?.status === "pending" ? "refund_pending" : null;
  const paid = payment.status === "succeeded";
  return {
    id: payment.id,
    order_number: orderNumber(payment.id),
    kind: payment.kind,
    renewal: renewal !== null,
    item: plan ? planTitle(plan, locale) : set ? setTexts(set, locale).name : "",
    amount: payment.amountRub,
    currency: "RUB" as const,
    created_at: payment.createdAt.toISOString(),
    status: refunded ?? (paid ? "paid" : payment.status === "canceled" ? "declined" : "pending"),
    refund:
      refund && refund.status !== "canceled"
        ? { amount: refund.amountRub, created_at: refund.createdAt.toISOString() }
        : null,
    receipt_email: paid ? payment.email : null,
    receipt_sample: payment.provider === "sandbox",
  };
}

/** The user's payments, renewal charges and refunds (the newest `limit`), newest first, named in `locale`. */
export async function userPaymentHistory(
  db: DbOrTx,
  userId: number,
  locale: Locale,
  limit?: number,
): Promise<TPaymentHistory> {
  const rows = await paymentHistory(db, userId, limit);
  return { payments: rows.map((row) => historyEntry(row, locale)) };
}

/** One line of the user's payment history, or undefined when it is not theirs (or not a UUID). */
async function userPayment(db: DbOrTx, userId: number, paymentId: string, locale: Locale) {
  if (!UUID.test(paymentId)) return undefined;
  const [row] = await paymentHistory(db, userId, 1, paymentId);
  return row && historyEntry(row, locale);
}

export function createPaymentsService({
  db,
  provider,
  mailer,
  publicUrl,
  log,
  receipts,
  clock = systemClock,
  secret,
  gifts,
}: PaymentsServiceOptions) {
  /**
   * The links of set payment `paymentId`. Their token is derived from the payment and the server's
   * secret, so the same links can be given to the browser that starts the payment (they open nothing
   * until it is paid) and sent again later; only its hash is stored with the purchase.
   */
  function setLinks(paymentId: string, slug: string): { token: string; links: SetLinks } {
    const token = createHmac("sha256", secret).update(`set-link:${paymentId}`).digest("base64url");
    const links = {
      download: `${publicUrl}/files/sets/${token}`,
      colour: `${publicUrl}/nabory/${encodeURIComponent(slug)}/raskrasit?link=${token}`,
    };
    return { token, links };
  }

  /** The order facts a payment's e-mails state. */
  const orderOf = (payment: Pick<PaymentRow, "id" | "amountRub">) => ({
    number: orderNumber(payment.id),
    amountRub: payment.amountRub,
    provider: provider.name,
  });

  /**
   * Records the payment with the buyer's consent to the processing of their data (both or neither),
   * creates it at the provider and answers where the buyer pays.
   */
  async function create({
    description,
    failure,
    savePaymentMethod,
    returnUrl,
    record,
    ...values
  }: NewPayment): Promise<TPaymentLinkReply> {
    const receipt = paymentReceipt(receipts, values.email, description, values.amountRub, values.kind);
    const payment = await db.transaction(async (tx) => {
      const row = await insertPayment(tx, {
        ...values,
        description: receipt.items[0]?.description,
        provider: provider.name,
        idempotenceKey: randomUUID(),
      });
      await recordConsent(tx, {
        purpose: "purchase",
        userId: row.userId,
        email: row.email,
        paymentId: row.id,
      });
      await record?.(tx, row);
      return row;
    });
    try {
      const remote = await provider.createPayment({
        amountRub: payment.amountRub,
        description,
        receipt,
        idempotenceKey: payment.idempotenceKey,
        returnUrl: returnUrl?.(payment.id) ?? resultPageUrl(publicUrl, "success", payment),
        locale: storedLocale(payment.locale),
        cancelUrl: returnUrl?.(payment.id) ?? resultPageUrl(publicUrl, "fail", payment),
        metadata: { payment_id: payment.id },
        savePaymentMethod,
      });
      if (!remote.confirmationUrl) throw new PaymentProviderError("no confirmation URL", "refused");
      await updatePayment(db, payment.id, {
        providerPaymentId: remote.id,
        confirmationUrl: remote.confirmationUrl,
      });
      return { payment_link: remote.confirmationUrl, payment_id: payment.id };
    } catch (error) {
      log.warn({ err: error, paymentId: payment.id }, "could not create the payment at the provider");
      await cancelPayment(db, payment.id);
      throw new DomainError(failure);
    }
  }

  /**
   * Applies a paid payment once, and queues its confirmation e-mail in the same transaction (the
   * outbox): both happen or neither. False when it was already applied.
   */
  async function fulfil(paymentId: string, remote: ProviderPayment): Promise<boolean> {
    return db.transaction(async (tx) => {
      const payment = await claimFulfilment(tx, paymentId);
      if (!payment) return false;
      const fulfilment = await (payment.kind === "subscription"
        ? applySubscription(tx, payment, remote)
        : payment.kind === "gift"
          ? gifts?.issue(tx, payment)
          : recordSetPurchase(tx, payment));
      if (!fulfilment || !payment.email) return true;
      await mailer.send(fulfilment.mail, { tx });
      const imitation = provider.receiptImitation?.(
        {
          kind: "payment",
          email: payment.email,
          items: [
            { description: fulfilment.item, amountRub: payment.amountRub, prepaid: payment.kind === "gift" },
          ],
          orderNumber: orderNumber(payment.id),
          issuedAt: clock(),
        },
        storedLocale(payment.locale),
      );
      if (imitation) await mailer.send(imitation, { tx });
      return true;
    });
  }

  /** Starts or extends the payer's subscription; the confirmation to send and what was sold, if any. */
  async function applySubscription(tx: DbOrTx, payment: PaymentRow, remote: ProviderPayment) {
    const plan = payment.planId ? await findPlan(tx, payment.planId) : undefined;
    const applied =
      plan && payment.userId
        ? await applySubscriptionPayment(tx, payment, payment.userId, plan, remote, clock())
        : undefined;
    if (!plan || !applied || !payment.email) return undefined;
    const locale = storedLocale(payment.locale);
    const paid = {
      planName: planTitle(plan, locale),
      amountRub: payment.amountRub,
      expiresAt: applied.expiresAt,
      periodDays: plan.periodDays,
      renewalRub: applied.renews ? plan.priceRub : null,
    };
    const mail = subscriptionPaidMail(paid, payment.email, `${publicUrl}/profile`, orderOf(payment), locale);
    return { mail, item: paid.planName };
  }

  /**
   * Records set `set` as owned by `email` (and its user) through payment `paymentId` (a purchase, or a
   * gift taken): its links, derived from the payment, open it from now on.
   */
  async function deliverSet(
    tx: DbOrTx,
    paymentId: string,
    set: Pick<LearningSetRow, "id" | "slug">,
    email: string,
    userId: number | null,
  ): Promise<SetLinks> {
    const { token, links } = setLinks(paymentId, set.slug);
    await insertPurchase(tx, {
      learningSetId: set.id,
      email,
      userId: userId ?? (await findVerifiedUserIdByEmail(tx, email)) ?? null,
      paymentId,
      downloadTokenHash: hashToken(token),
    });
    return links;
  }

  /** Records the bought set with its download link; the e-mail that carries the link and what was sold. */
  async function recordSetPurchase(tx: DbOrTx, payment: PaymentRow) {
    const set = payment.learningSetId ? await findSetById(tx, payment.learningSetId) : undefined;
    if (!set || !payment.email) return undefined;
    const links = await deliverSet(tx, payment.id, set, payment.email, payment.userId);
    const locale = storedLocale(payment.locale);
    const texts = setTexts(set, locale);
    return { mail: purchaseMail(texts, payment.email, links, orderOf(payment), locale), item: texts.name };
  }

  /**
   * Re-reads the provider's payment and acts on what the provider says: fulfils it (once) when it is
   * paid with our amount and our id in its metadata, marks it canceled when canceled. Throws
   * PaymentProviderError when the provider cannot be asked (the caller should retry later).
   */
  const closedAccountPayments = createClosedAccountPayments({ db, provider, mailer, log, receipts, clock });

  async function processProviderPayment(providerPaymentId: string): Promise<ProcessOutcome> {
    const payment = await findPaymentByProviderId(db, provider.name, providerPaymentId);
    if (!payment) return "unknown";
    let remote: Awaited<ReturnType<PaymentProvider["getPayment"]>>;
    try {
      remote = await provider.getPayment(providerPaymentId);
    } catch (error) {
      if (error instanceof PaymentProviderError && error.kind === "not_found") return "unknown";
      throw error;
    }
    const matches =
      remote.id === providerPaymentId &&
      remote.metadata.payment_id === payment.id &&
      remote.currency === "RUB" &&
      remote.amountKopecks === payment.amountRub * 100;
    if (!matches) {
      log.warn({ paymentId: payment.id, providerPaymentId }, "the provider's payment does not match ours");
      return "mismatch";
    }
    // The account was deleted while the payment was in flight: nothing is granted, the money goes back.
    if (payment.accountClosedAt) return closedAccountPayments.settle(payment, remote);
    if (remote.status === "succeeded" && remote.paid) {
      if (!(await fulfil(payment.id, remote))) return "already";
      log.info({ paymentId: payment.id, kind: payment.kind }, "payment fulfilled");
      return "fulfilled";
    }
    if (remote.status === "canceled") {
      return (await cancelPayment(db, payment.id, remote.cancellation)) ? "canceled" : "already";
    }
    return "pending";
  }

  return {
    processProviderPayment,

    /**
     * Settles the in-flight payments of an account just deleted (their ids at the provider): each is
     * canceled where the provider allows it, refunded if it was paid; the rest are settled when the
     * provider next tells of them. Never throws: the deletion is done already.
     */
    async settleClosedPayments(providerPaymentIds: string[]): Promise<void> {
      for (const id of providerPaymentIds) {
        await processProviderPayment(id).catch((error: unknown) =>
          log.warn({ err: error, providerPaymentId: id }, "a deleted account's payment is not settled yet"),
        );
      }
    },

    /**
     * Re-reads payments still pending from RECHECK_AFTER_MS to RECHECK_WITHIN_MS after their creation
     * and settles them: a notification that never came loses nothing. Returns how many changed.
     */
    async settleStalePayments(now = clock()): Promise<number> {
      const from = new Date(now.getTime() - RECHECK_WITHIN_MS);
      const to = new Date(now.getTime() - RECHECK_AFTER_MS);
      let settled = 0;
      for (const id of await pendingProviderPayments(db, from, to, 100)) {
        try {
          const outcome = await processProviderPayment(id);
          if (outcome === "fulfilled" || outcome === "canceled" || outcome === "refunded") settled++;
        } catch (error) {
          log.warn({ err: error, providerPaymentId: id }, "could not re-read a pending payment");
        }
      }
      return settled;
    },

    /**
     * A subscription payment for the signed-in user. A monthly plan's asks to save the method for its
     * renewals; `locale` is the language of the renewal e-mails.
     */
    async createSubscriptionPayment(
      userId: number,
      planId: number,
      locale: Locale = "ru",
    ): Promise<TPaymentLinkReply> {
      const plan = await findPlan(db, planId);
      if (!plan) throw new DomainError("billing.planNotFound");
      const email = await findUserEmail(db, userId);
      if (!email) throw new DomainError("auth.notAuthenticated");
      return create({
        kind: "subscription",
        amountRub: plan.priceRub,
        userId,
        email,
        planId: plan.id,
        locale,
        description: planPaymentDescription(plan, { renewal: false }),
        failure: "billing.purchaseFailed",
        savePaymentMethod: plan.billingPeriod === "month",
      });
    },

    /** A learning-set payment for an e-mail (and the signed-in user, if any). */
    async createSetPayment(
      set: LearningSetRow,
      email: string,
      userId: number | null,
      locale: Locale = "ru",
    ): Promise<TPaymentLinkReply> {
      const reply = await create({
        kind: "learning_set",
        amountRub: set.priceRub,
        email,
        userId,
        learningSetId: set.id,
        locale,
        description: setPaymentDescription(set),
        failure: "billing.setPurchaseFailed",
      });
      return { ...reply, set_links: setLinks(reply.payment_id, set.slug).links };
    },

    /**
     * A gift certificate's payment for `email` (and the signed-in user, if any): its receipt's line is a
     * prepayment of `item` (the plan or the set, named in Russian); `record` records the gift with it,
     * and the buyer comes back to `returnUrl`.
     */
    async createGiftPayment(
      gift: Pick<NewPayment, "email" | "amountRub" | "planId" | "learningSetId" | "locale" | "record"> & {
        userId: number | null;
        item: string;
        returnUrl: (paymentId: string) => string;
      },
    ): Promise<TPaymentLinkReply> {
      const { item, ...values } = gift;
      return create({
        ...values,
        kind: "gift",
        description: giftPaymentDescription(item),
        failure: "billing.purchaseFailed",
      });
    },

    deliverSet,

    /**
     * The settlement receipt («чек зачёта предоплаты») of gift payment `paymentId`, once its gift was
     * taken: its line handed over in full, the prepayment offset against it. The Idempotence-Key is the
     * payment's own, so a retry never sends a second receipt; the sandbox's imitation goes by e-mail.
     * Throws PaymentProviderError for the caller's job to retry.
     */
    async settleGiftPrepayment(paymentId: string): Promise<void> {
      const payment = await findPayment(db, paymentId);
      if (payment?.kind !== "gift" || payment.status !== "succeeded" || !payment.providerPaymentId) return;
      if (!payment.email || payment.provider !== provider.name) return;
      // Refunded before its receipt went: the refund's receipt returns the prepayment, nothing to settle.
      const refund = await findRefundOfPayment(db, payment.id);
      if (refund && refund.status !== "canceled") return;
      const description = await paymentLine(db, payment);
      const receipt = paymentReceipt(receipts, payment.email, description, payment.amountRub);
      await provider.settlePrepayment({
        paymentId: payment.providerPaymentId,
        receipt,
        idempotenceKey: `gift-settlement-${payment.id}`,
      });
      const imitation = provider.receiptImitation?.(
        {
          kind: "settlement",
          email: payment.email,
          items: receipt.items,
          orderNumber: orderNumber(payment.id),
          issuedAt: clock(),
        },
        storedLocale(payment.locale),
      );
      if (imitation) await mailer.send(imitation);
    },

    /**
     * Sends the links of every set bought with `email` (and not refunded) again, in the language of
     * the latest purchase; nothing when the address bought nothing. A purchase from before the links
     * were derived gets the derived token (its older link stops, the new one is in this e-mail).
     */
    async resendSetLinks(email: string): Promise<void> {
      await db.transaction(async (tx) => {
        const bought = await livePurchasesByEmail(tx, email);
        const latest = bought[0];
        if (!latest) return;
        const locale = storedLocale(latest.payment.locale);
        const sets = [];
        for (const { purchaseId, set, payment } of bought) {
          const { token, links } = setLinks(payment.id, set.slug);
          await setPurchaseTokenHash(tx, purchaseId, hashToken(token));
          sets.push({ name: setTexts(set, locale).name, orderNumber: orderNumber(payment.id), links });
        }
        // To the address the sets were recorded for: a gift's recipient, not the buyer who paid for it.
        await mailer.send(setLinksAgainMail(sets, latest.email, locale), { tx });
      });
    },

    /** The signed-in user's payments, renewal charges and refunds, newest first, named in `locale`. */
    history: (userId: number, locale: Locale) => userPaymentHistory(db, userId, locale),

    /**
     * What a checkout page tells of a provider's payment, in the language of the page it was made on:
     * the plan's or the set's name, and for a plan that renews its price and period (`planPeriod`).
     */
    async checkoutView(providerPaymentId: string): Promise<CheckoutView | undefined> {
      const payment = await findPaymentByProviderId(db, provider.name, providerPaymentId);
      if (!payment) return undefined;
      const locale = storedLocale(payment.locale);
      const [plan, set] = await Promise.all([
        payment.planId ? findPlan(db, payment.planId) : undefined,
        payment.learningSetId ? findSetById(db, payment.learningSetId) : undefined,
      ]);
      return {
        locale,
        item: plan ? planTitle(plan, locale) : set ? setTexts(set, locale).name : null,
        kind: payment.kind,
        renewal:
          plan?.billingPeriod === "month" ? { amountRub: plan.priceRub, periodDays: plan.periodDays } : null,
      };
    },

    /**
     * The «Подтверждение оплаты» PDF of the user's paid payment `paymentId` in `locale`, and its file
     * name; 404 for another user's payment, an unpaid one, or an unknown id.
     */
    async confirmation(userId: number, paymentId: string, locale: Locale, seller: Seller | null) {
      // pdf-lib is loaded with the first confirmation, not at the server's start.
      const { confirmationFileName, isPaid, paymentConfirmationPdf } = await import(
        "./payment-confirmation.ts"
      );
      const entry = await userPayment(db, userId, paymentId, locale);
      if (!entry || !isPaid(entry)) throw new DomainError("billing.paymentNotFound");
      return {
        pdf: await paymentConfirmationPdf(entry, seller, locale),
        fileName: confirmationFileName(entry, locale),
        orderNumber: entry.order_number,
      };
    },

    /**
     * The payment for the result pages. A subscription payment is shown to its owner only; a set's
     * payment to anyone holding its (unguessable) id. A pending one is first checked with the provider.
     */
    async paymentInfo(id: string, userId: number | null, locale: Locale = "ru"): Promise<TPaymentInfo> {
      let payment = UUID.test(id) ? await findPayment(db, id) : undefined;
      // A deleted account's payment is nobody's to follow or complete any more.
      if (
        !payment ||
        payment.accountClosedAt ||
        (payment.kind === "subscription" && (userId === null || payment.userId !== userId))
      ) {
        throw new DomainError("billing.paymentNotFound");
      }
      if (payment.status === "pending" && payment.providerPaymentId) {
        await processProviderPayment(payment.providerPaymentId).catch((error: unknown) =>
          log.warn({ err: error, paymentId: id }, "could not check the payment with the provider"),
        );
        payment = (await findPayment(db, id)) ?? payment;
      }
      const [plan, set] = await Promise.all([
        payment.planId ? findPlan(db, payment.planId) : undefined,
        payment.learningSetId ? findSetById(db, payment.learningSetId) : undefined,
      ]);
      return {
        id: payment.id,
        status: payment.status,
        kind: payment.kind,
        amount: payment.amountRub,
        currency: "RUB",
        plan_id: plan?.id ?? null,
        plan_name: plan ? planTitle(plan, locale) : null,
        learning_set_name: set ? setTexts(set, locale).name : null,
        learning_set_slug: set?.slug ?? null,
        email: payment.kind === "subscription" ? null : payment.email,
        created_at: payment.createdAt.toISOString(),
        order_number: orderNumber(payment.id),
        cancellation: paymentCancellation(payment),
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** What the catalogue sells through billing: a set's payment, and the links of bought sets again. */
export type SetSales = Pick<PaymentsService, "createSetPayment" | "resendSetLinks">;

/**
 * What the gifts module uses of payments: a gift's payment, a gifted set's links when it is taken, and
 * the settlement receipt then.
 */
export type GiftSales = Pick<
  PaymentsService,
  "createGiftPayment" | "deliverSet" | "paymentInfo" | "settleGiftPrepayment"
>;

/** What deleting an account asks of payments: to settle those it left in flight. */
export type ClosedPayments = Pick<PaymentsService, "settleClosedPayments">;

/**
 * Where the checkout sends the buyer back: the result page in the language the payment was made in
 * (`?lang=en`), so a buyer coming back from YooKassa reads it in that language, whatever the browser says.
 */
function resultPageUrl(
  publicUrl: string,
  outcome: "success" | "fail",
  payment: { id: string; locale: string },
) {
  const url = new URL(`${publicUrl}/payment/${outcome}`);
  url.searchParams.set("payment_id", payment.id);
  if (storedLocale(payment.locale) === "en") url.searchParams.set(LANGUAGE_PARAM, "en");
  return url.href;
}
