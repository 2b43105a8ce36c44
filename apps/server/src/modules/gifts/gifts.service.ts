/**
 * Gifts: a certificate for a plan or a learning set, bought with only the buyer's e-mail through
 * billing's checkout (a payment of kind "gift"), issued when paid (billing calls `hooks.issue`), sent
 * to the recipient at once or on the chosen day, or printed by the buyer; taken once with its code;
 * stopped when refunded (`hooks.revoke`). docs/decisions/048-gifts.md.
 */
import {
  DAY_MS,
  normalGiftCode,
  printedGiftCode,
  type TAdminGiftList,
  type TGiftOrder,
  type TGiftPlanTerms,
  type TGiftRedeemReply,
  type TGiftView,
  ZEmail,
  ZGiftPurchaseRequest,
} from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { PurposeKey } from "../../keys.ts";
import {
  applyGiftedPlan,
  findPlan,
  findSetById,
  findUserEmail,
  type GiftedPlanTerms,
  type GiftSales,
  giftedPlanTerms,
  orderNumber,
  planTitle,
} from "../billing/index.ts";
import { findSetBySlug } from "../catalogue/index.ts";
import { giftCode, giftCodeHash, recordedGiftCode } from "./gift-code.ts";
import { type GiftIssuing, giftedItem } from "./gift-issuing.ts";
import { giftedItemTitle } from "./gift-mail.ts";
import {
  claimRedemption,
  findGiftByCodeHash,
  findGiftByPayment,
  type GiftRow,
  insertGift,
  latestGifts,
} from "./gifts.repository.ts";

/** A delivery day's e-mail leaves at 09:00 Moscow time. */
const DELIVERY_HOUR_MSK = "09:00:00+03:00";
/** A gift's e-mail can be put off by up to a year. */
const DELIVERY_WITHIN_DAYS = 366;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GiftsServiceOptions {
  db: Db;
  /** Billing's gift payments, their state, and set deliveries. */
  sales: GiftSales;
  /** The gift codes' keys (keys.ts, `giftCodes`): `sign` makes new codes, `accepted` remakes them. */
  codeKeys: PurposeKey;
  issuing: Pick<GiftIssuing, "orderUrl" | "takeUrl">;
  clock: () => Date;
  /** Queues the settlement receipt of the gift's payment in `tx`, the taking's transaction (the outbox). */
  queueSettlement: (tx: DbOrTx, paymentId: string) => Promise<void>;
}

/** The purchase request's first problem, as the field's own message. */
function purchaseError(path: PropertyKey | undefined): DomainError {
  switch (path) {
    case "personal_data_consent":
      return new DomainError("consent.required", {}, { field: "personal_data_consent" });
    case "buyer_email":
    case "recipient_email":
      return new DomainError("catalogue.emailInvalid", {}, { field: path });
    case "message":
      return new DomainError("gifts.messageTooLong", {}, { field: "message" });
    case "deliver_on":
      return new DomainError("gifts.deliveryDateInvalid", {}, { field: "deliver_on" });
    default:
      return new DomainError("gifts.itemRequired", {}, { field: "plan_id" });
  }
}

const termsReply = (terms: GiftedPlanTerms): TGiftPlanTerms =>
  terms.kind === "wait"
    ? { kind: "wait", wait_until: terms.waitUntil.toISOString(), plan_name: terms.planName }
    : {
        kind: "now",
        starts_at: terms.startsAt.toISOString(),
        expires_at: terms.expiresAt.toISOString(),
        after: terms.after
          ? {
              plan_name: terms.after.planName,
              until: terms.after.until.toISOString(),
              trial: terms.after.trial,
            }
          : null,
      };

const printedCode = (code: string | null) => (code ? printedGiftCode(code) : null);

const itemReply = (item: Awaited<ReturnType<typeof giftedItem>>) => ({
  kind: item.kind,
  name: item.name,
  period_days: item.periodDays,
  set_slug: item.slug,
});

export function createGiftsService({
  db,
  sales,
  codeKeys,
  issuing,
  clock,
  queueSettlement,
}: GiftsServiceOptions) {
  /** The gift of a typed code, or 404: a code of the wrong form, unknown, or not paid yet. */
  async function giftOf(typed: string) {
    const code = normalGiftCode(typed);
    const gift = code ? await findGiftByCodeHash(db, giftCodeHash(code)) : undefined;
    if (!code || !gift?.issuedAt) throw new DomainError("gifts.notFound");
    return { code, gift };
  }

  return {
    /** Starts a gift's payment; answers where the buyer pays. */
    async purchase(body: unknown, userId: number | null, locale: Locale) {
      const parsed = ZGiftPurchaseRequest.safeParse(body ?? {});
      if (!parsed.success) throw purchaseError(parsed.error.issues[0]?.path[0]);
      const request = parsed.data;
      const recipientEmail = request.recipient_email ?? null;
      let deliverAt: Date | null = null;
      if (request.deliver_on) {
        if (!recipientEmail) throw new DomainError("gifts.deliveryNeedsEmail", {}, { field: "deliver_on" });
        deliverAt = new Date(`${request.deliver_on}T${DELIVERY_HOUR_MSK}`);
        const now = clock().getTime();
        if (deliverAt.getTime() < now - DAY_MS || deliverAt.getTime() > now + DELIVERY_WITHIN_DAYS * DAY_MS) {
          throw new DomainError("gifts.deliveryDateInvalid", {}, { field: "deliver_on" });
        }
      }
      const item = request.plan_id !== undefined ? await findPlan(db, request.plan_id) : undefined;
      const found = request.set_slug !== undefined ? await findSetBySlug(db, request.set_slug) : undefined;
      if (request.plan_id !== undefined && !item) throw new DomainError("billing.planNotFound");
      if (request.set_slug !== undefined && !found) throw new DomainError("catalogue.setNotFound");
      const set = found?.set;
      const amountRub = item?.priceRub ?? set?.priceRub ?? 0;
      return sales.createGiftPayment({
        email: request.buyer_email,
        userId,
        amountRub,
        planId: item?.id ?? null,
        learningSetId: set?.id ?? null,
        locale,
        item: item ? `тариф «${planTitle(item, "ru")}»` : `набор «${set?.name}»`,
        returnUrl: (paymentId) => issuing.orderUrl(paymentId, locale),
        record: (tx, payment) =>
          insertGift(tx, {
            paymentId: payment.id,
            codeHash: giftCodeHash(giftCode(codeKeys.sign, payment.id)),
            planId: item?.id ?? null,
            learningSetId: set?.id ?? null,
            recipientEmail,
            recipientLocale: request.recipient_locale,
            message: request.message,
            deliverAt,
          }),
      });
    },

    /** The gift of `typed` as its recipient sees it (for a plan and a signed-in visitor, its terms now). */
    async view(typed: string, userId: number | null, locale: Locale): Promise<TGiftView> {
      const { gift } = await giftOf(typed);
      const item = await giftedItem(db, gift, locale);
      const terms =
        gift.planId && userId !== null && !gift.redeemedAt && !gift.refundedAt
          ? await giftedPlanTerms(db, userId, gift.planId, clock(), locale)
          : undefined;
      return {
        state: gift.refundedAt ? "refunded" : gift.redeemedAt ? "redeemed" : "available",
        item: itemReply(item),
        message: gift.message,
        plan_terms: terms ? termsReply(terms) : null,
      };
    },

    /**
     * Takes the gift of `typed`: a plan onto the signed-in user's account (never over a period paid for
     * another plan), a set's links for the signed-in user's or the given address. Once: a second
     * taking, even at the same moment, is refused (409); a refunded gift too (410). The service is
     * handed over then: its settlement receipt is queued with the taking.
     */
    async redeem(
      typed: string,
      body: unknown,
      userId: number | null,
      locale: Locale,
    ): Promise<TGiftRedeemReply> {
      const { code, gift } = await giftOf(typed);
      const refuse = (row: GiftRow | undefined) =>
        row?.refundedAt ? new DomainError("gifts.refunded") : new DomainError("gifts.alreadyRedeemed");
      if (gift.refundedAt || gift.redeemedAt) throw refuse(gift);
      const item = await giftedItem(db, gift, locale);
      const hash = giftCodeHash(code);
      if (gift.planId) {
        const planId = gift.planId;
        if (userId === null) throw new DomainError("gifts.signInRequired");
        const now = clock();
        const terms = await db.transaction(async (tx) => {
          const terms = await giftedPlanTerms(tx, userId, planId, now, locale);
          if (terms?.kind === "wait") {
            throw new DomainError("gifts.paidPlanRunning", {
              plan: terms.planName,
              date: formatDate(terms.waitUntil, locale),
            });
          }
          if (!(await claimRedemption(tx, hash, { userId, email: null }, now))) return undefined;
          await applyGiftedPlan(tx, userId, planId, now);
          await queueSettlement(tx, gift.paymentId);
          return terms;
        });
        if (!terms) throw refuse(await findGiftByCodeHash(db, hash));
        return {
          item: itemReply(item),
          set_links: null,
          plan: { starts_at: terms.startsAt.toISOString(), expires_at: terms.expiresAt.toISOString() },
        };
      }
      const set = gift.learningSetId ? await findSetById(db, gift.learningSetId) : undefined;
      if (!set) throw new DomainError("catalogue.setNotFound");
      const given = (body as { email?: unknown } | undefined)?.email;
      const email = userId !== null ? await findUserEmail(db, userId) : ZEmail.safeParse(given).data;
      if (!email) {
        throw new DomainError(
          given ? "catalogue.emailInvalid" : "gifts.emailRequired",
          {},
          { field: "email" },
        );
      }
      const links = await db.transaction(async (tx) => {
        if (!(await claimRedemption(tx, hash, { userId, email }, clock()))) return undefined;
        await queueSettlement(tx, gift.paymentId);
        return sales.deliverSet(tx, gift.paymentId, set, email, userId);
      });
      if (!links) throw refuse(await findGiftByCodeHash(db, hash));
      return { item: itemReply(item), set_links: links, plan: null };
    },

    /** The buyer's view of their gift, by its payment's (unguessable) id. */
    async order(paymentId: string, locale: Locale): Promise<TGiftOrder> {
      const gift = UUID.test(paymentId) ? await findGiftByPayment(db, paymentId) : undefined;
      if (!gift) throw new DomainError("gifts.notFound");
      const paid = await sales.paymentInfo(paymentId, null, locale);
      const item = await giftedItem(db, gift, locale);
      return {
        payment_status: paid.status,
        order_number: orderNumber(paymentId),
        item: itemReply(item),
        amount: paid.amount,
        code: gift.issuedAt ? printedCode(recordedGiftCode(codeKeys.accepted, gift)) : null,
        recipient_email: gift.recipientEmail,
        deliver_at: gift.deliverAt?.toISOString() ?? null,
        delivered_at: gift.deliveredAt?.toISOString() ?? null,
        redeemed_at: gift.redeemedAt?.toISOString() ?? null,
        refunded: gift.refundedAt !== null,
      };
    },

    /** The printable card of the paid gift of payment `paymentId`, in the recipient's language. */
    async card(paymentId: string) {
      const gift = UUID.test(paymentId) ? await findGiftByPayment(db, paymentId) : undefined;
      const code = gift ? recordedGiftCode(codeKeys.accepted, gift) : null;
      if (!gift?.issuedAt || gift.refundedAt || !code) throw new DomainError("gifts.notFound");
      const locale = storedLocale(gift.recipientLocale);
      const item = await giftedItem(db, gift, locale);
      // pdf-lib and the QR code's encoder are loaded with the first card, not at the server's start.
      const { giftCardFileName, giftCardPdf } = await import("./gift-card.ts");
      const pdf = await giftCardPdf(
        {
          item: giftedItemTitle(item, locale),
          message: gift.message,
          code,
          takeUrl: issuing.takeUrl(code, locale),
        },
        locale,
      );
      return { pdf, fileName: giftCardFileName(locale) };
    },

    /** The latest 200 gifts for the admin, named in `locale`. */
    async adminList(locale: Locale): Promise<TAdminGiftList> {
      const rows = await latestGifts(db, 200);
      const list = [];
      for (const gift of rows) {
        list.push({
          payment_id: gift.paymentId,
          order_number: orderNumber(gift.paymentId),
          item: (await giftedItem(db, gift, locale)).name,
          recipient_email: gift.recipientEmail,
          deliver_at: gift.deliverAt?.toISOString() ?? null,
          issued_at: gift.issuedAt?.toISOString() ?? null,
          delivered_at: gift.deliveredAt?.toISOString() ?? null,
          redeemed_at: gift.redeemedAt?.toISOString() ?? null,
          refunded_at: gift.refundedAt?.toISOString() ?? null,
          created_at: gift.createdAt.toISOString(),
        });
      }
      return { gifts: list };
    },
  };
}

export type GiftsService = ReturnType<typeof createGiftsService>;
