/** Learning sets: the catalogue, buying one with an e-mail, and getting its PDF. */
import {
  EMAIL_MESSAGES,
  type TLearningSetDetail,
  type TLearningSetList,
  type TLearningSetSummary,
  type TPaymentLinkReply,
  ZLearningSetPurchaseRequest,
  ZResendSetLinksRequest,
} from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import { invalidFields } from "../../parse-input.ts";
import {
  emailOwnsSet,
  findPurchaseByToken,
  findVerifiedUserIdByEmail,
  type LearningSetRow,
  type SetSales,
  setTexts,
  topicTexts,
  userOwnsSet,
} from "../billing/index.ts";
import { findSetBySlug, listTopicsWithSets } from "./catalogue.repository.ts";

/** round((1 − price/old_price)·100), or 0 without a higher old price. */
export function discountPercent(price: number, oldPrice: number | null): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round((1 - price / oldPrice) * 100);
}

function summary(set: LearningSetRow, locale: Locale): TLearningSetSummary {
  const texts = setTexts(set, locale);
  return {
    id: set.id,
    slug: set.slug,
    name: texts.name,
    icon_url: set.iconUrl,
    description_short: texts.descriptionShort,
    price: set.priceRub,
    old_price: set.oldPriceRub,
    discount: discountPercent(set.priceRub, set.oldPriceRub),
    mandala_count: set.mandalaCount,
  };
}

/** A download token: 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The e-mail of a set purchase (or of a resend), checked by the contract's rule: catalogue.emailRequired or
 * catalogue.emailInvalid (translated) when it fails. */
export function purchaseEmail(body: unknown): string {
  const parsed = ZResendSetLinksRequest.safeParse(body ?? {});
  if (parsed.success) return parsed.data.email;
  const message = parsed.error.issues[0]?.message;
  throw new DomainError(
    message === EMAIL_MESSAGES.required ? "catalogue.emailRequired" : "catalogue.emailInvalid",
    {},
    { field: "email" },
  );
}

/**
 * A set purchase's request: its e-mail checked first, then the consent to the processing of personal
 * data, then whether the buyer asks to buy the set again.
 */
export function purchaseRequest(body: unknown): { email: string; buyAgain: boolean } {
  const email = purchaseEmail(body);
  const parsed = ZLearningSetPurchaseRequest.safeParse(body);
  if (parsed.success) return { email, buyAgain: parsed.data.buy_again === true };
  if (parsed.error.issues.some((issue) => issue.path[0] === "personal_data_consent")) {
    throw new DomainError("consent.required", {}, { field: "personal_data_consent" });
  }
  throw invalidFields(["buy_again"]);
}

/** How a purchase may send the links of sets already bought (the resend's own per-address limit). */
export interface PurchaseOptions {
  /** True when the address may get its links e-mailed now; counts the sending. */
  mayResendLinks: () => Promise<boolean>;
}

export function createLearningSetsService({ db, sales }: { db: Db; sales: SetSales }) {
  async function setOr404(slug: string) {
    const row = await findSetBySlug(db, slug);
    if (!row) throw new DomainError("catalogue.setNotFound");
    return row;
  }

  /**
   * What a download token opens: the set, "refunded" once its purchase was refunded (with the
   * purchase's language), or null for a token that opens nothing.
   */
  async function linkState(
    token: string,
  ): Promise<{ set: LearningSetRow } | { refunded: true; locale: Locale } | null> {
    if (!TOKEN.test(token)) return null;
    const purchase = await findPurchaseByToken(db, token);
    if (!purchase) return null;
    if (purchase.refundedAt) return { refunded: true, locale: storedLocale(purchase.locale) };
    return { set: purchase.set };
  }

  return {
    async list(locale: Locale): Promise<TLearningSetList> {
      const rows = await listTopicsWithSets(db);
      const topics = new Map<number, TLearningSetList["data"][number]>();
      for (const { topic, set } of rows) {
        let entry = topics.get(topic.id);
        if (!entry) {
          const texts = topicTexts(topic, locale);
          entry = {
            id: topic.id,
            name: texts.name,
            description_short: texts.descriptionShort,
            learning_sets: [],
          };
          topics.set(topic.id, entry);
        }
        if (set) entry.learning_sets.push(summary(set, locale));
      }
      return { data: [...topics.values()] };
    },

    async detail(slug: string, userId: number | null, locale: Locale): Promise<TLearningSetDetail> {
      const { set, topic } = await setOr404(slug);
      const texts = setTexts(set, locale);
      return {
        ...summary(set, locale),
        description: texts.description,
        included_items: texts.includedItems,
        topic: { id: topic.id, name: topicTexts(topic, locale).name },
        purchased: userId === null ? false : await userOwnsSet(db, userId, set.id),
      };
    },

    /**
     * Starts the payment of a set, unless the address already has a paid, unrefunded purchase of it
     * and the request does not say `buy_again` (a customer who lost the e-mail is not charged twice).
     *
     * Who is told what: a signed-in buyer whose own verified address it is hears it plainly
     * (`catalogue.alreadyBought`, with the address). Anyone else could be a stranger typing someone's
     * address, so is not told what that address bought: the links are e-mailed to the address (within
     * the resend's own limit) and the answer is a neutral `catalogue.maybeBought` ("if it was bought,
     * the links are sent again"), with the choice to buy again. The trade-off: a 409 rather than a
     * checkout still hints to a prober that the address bought this set; it is accepted against
     * charging a customer 990 ₽ twice, and the prober learns nothing the address's owner is not told
     * by e-mail at once, while the purchase route's per-client limit and the resend's per-address limit
     * bound the probing.
     */
    async purchase(
      slug: string,
      body: unknown,
      userId: number | null,
      locale: Locale,
      { mayResendLinks }: PurchaseOptions,
    ): Promise<TPaymentLinkReply> {
      const { email, buyAgain } = purchaseRequest(body);
      const { set } = await setOr404(slug);
      if (!buyAgain && (await emailOwnsSet(db, email, set.id))) {
        const ownAddress = userId !== null && (await findVerifiedUserIdByEmail(db, email)) === userId;
        if (ownAddress) throw new DomainError("catalogue.alreadyBought", { email });
        if (await mayResendLinks()) await sales.resendSetLinks(email);
        throw new DomainError("catalogue.maybeBought");
      }
      return sales.createSetPayment(set, email, userId, locale);
    },

    linkState,

    /** The set a download token opens, or null for a wrong token; 403 once the purchase was refunded. */
    async setForToken(token: string): Promise<LearningSetRow | null> {
      const state = await linkState(token);
      if (state && "refunded" in state) throw new DomainError("catalogue.purchaseRefunded");
      return state?.set ?? null;
    },

    /** Sends the sets bought with the body's address their links again (nothing when it bought none). */
    async resendLinks(body: unknown): Promise<void> {
      await sales.resendSetLinks(purchaseEmail(body));
    },

    /** The set the signed-in user bought: 404 for an unknown set, 403 for someone else's. */
    async setOwnedBy(userId: number, slug: string): Promise<LearningSetRow> {
      const { set } = await setOr404(slug);
      if (!(await userOwnsSet(db, userId, set.id))) throw new DomainError("catalogue.setNotOwned");
      return set;
    },
  };
}

export type LearningSetsService = ReturnType<typeof createLearningSetsService>;
