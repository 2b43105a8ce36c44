/**
 * Issuing gifts, billing's side of them (`GiftHooks`): a paid gift is issued once, in its payment's
 * fulfilment (the recipient's e-mail queued when due now, the buyer's confirmation returned to billing);
 * a refunded one is stopped; the e-mails put off to a later day are sent by the delivery job.
 */
import { LANGUAGE_PARAM } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { PurposeKey } from "../../keys.ts";
import {
  cutGiftedPlan,
  findPlan,
  findSetById,
  type GiftHooks,
  orderNumber,
  type PaymentRow,
  planTitle,
  setTexts,
} from "../billing/index.ts";
import { recordedGiftCode } from "./gift-code.ts";
import { buyerMail, recipientMail } from "./gift-mail.ts";
import { claimDelivery, dueGifts, type GiftRow, markIssued, markRefunded } from "./gifts.repository.ts";

export interface GiftIssuingOptions {
  db: Db;
  /** The outbox: a gift's e-mails leave with the change they tell of. */
  mailer: Mailer;
  /** The payment provider's name (the e-mails say who sends the receipt). */
  providerName: "yookassa" | "sandbox";
  publicUrl: string;
  /** The gift codes' keys (keys.ts, `giftCodes`): `sign` makes new codes, `accepted` remakes them. */
  codeKeys: PurposeKey;
  clock: () => Date;
}

/** A page's address in `locale` (`?lang=en` for English, as the payment result pages). */
function pageUrl(publicUrl: string, path: string, locale: Locale) {
  const url = new URL(`${publicUrl}${path}`);
  if (locale === "en") url.searchParams.set(LANGUAGE_PARAM, "en");
  return url.href;
}

/** What a gift gives, named in `locale`. */
export async function giftedItem(
  tx: DbOrTx,
  gift: Pick<GiftRow, "planId" | "learningSetId">,
  locale: Locale,
) {
  if (gift.planId) {
    const plan = await findPlan(tx, gift.planId);
    if (plan) {
      return {
        kind: "plan" as const,
        name: planTitle(plan, locale),
        periodDays: plan.periodDays,
        slug: null,
      };
    }
  }
  const set = gift.learningSetId ? await findSetById(tx, gift.learningSetId) : undefined;
  return {
    kind: "set" as const,
    name: set ? setTexts(set, locale).name : "",
    periodDays: null,
    slug: set?.slug ?? null,
  };
}

export function createGiftIssuing({
  db,
  mailer,
  providerName,
  publicUrl,
  codeKeys,
  clock,
}: GiftIssuingOptions) {
  const takeUrl = (code: string, locale: Locale) => pageUrl(publicUrl, `/podarok/${code}`, locale);
  const orderUrl = (paymentId: string, locale: Locale) =>
    pageUrl(publicUrl, `/podarok/zakaz/${paymentId}`, locale);

  /** Queues gift `gift`'s e-mail to its recipient in `tx`, once. */
  async function deliver(tx: DbOrTx, gift: GiftRow) {
    const code = recordedGiftCode(codeKeys.accepted, gift);
    if (!code || !gift.recipientEmail || !(await claimDelivery(tx, gift.id, clock()))) return;
    const locale = storedLocale(gift.recipientLocale);
    const item = await giftedItem(tx, gift, locale);
    const mail = recipientMail(
      { item, message: gift.message, code },
      gift.recipientEmail,
      takeUrl(code, locale),
      locale,
    );
    await mailer.send(mail, { tx });
  }

  const hooks: GiftHooks = {
    async issue(tx: DbOrTx, payment: PaymentRow) {
      const gift = await markIssued(tx, payment.id, clock());
      if (!gift || !payment.email) return undefined;
      if (!gift.deliverAt || gift.deliverAt <= clock()) await deliver(tx, gift);
      const locale = storedLocale(payment.locale);
      const item = await giftedItem(tx, gift, locale);
      const order = { number: orderNumber(payment.id), amountRub: payment.amountRub, provider: providerName };
      const mail = buyerMail(
        {
          item,
          code: recordedGiftCode(codeKeys.accepted, gift) ?? "",
          recipientEmail: gift.recipientEmail,
          deliverAt: gift.deliverAt,
        },
        payment.email,
        order,
        orderUrl(payment.id, locale),
        locale,
        clock(),
      );
      const certificate = locale === "en" ? "Gift certificate" : "Подарочный сертификат";
      return { mail, item: `${certificate}: ${item.name}` };
    },
    async revoke(tx: DbOrTx, paymentId: string) {
      const gift = await markRefunded(tx, paymentId, clock());
      // A plan taken with it runs only on the money refunded now: its days go back.
      const cut =
        gift?.planId && gift.redeemedBy && gift.redeemedAt
          ? await cutGiftedPlan(tx, gift.redeemedBy, gift.planId, clock())
          : undefined;
      return { planDaysTaken: cut ?? null };
    },
  };

  return {
    hooks,
    orderUrl,
    takeUrl,

    /** Sends the recipients' e-mails due by now (the delivery job); answers how many were sent. */
    async deliverDue(): Promise<number> {
      let sent = 0;
      for (const gift of await dueGifts(db, clock(), 100)) {
        await db.transaction((tx) => deliver(tx, gift));
        sent++;
      }
      return sent;
    },
  };
}

export type GiftIssuing = ReturnType<typeof createGiftIssuing>;
