/**
 * The gifts' part of an account's life (decision 050): in the export, the gifts the person bought and
 * those they took; at a deletion, their address and messages taken off what is done. A gift bought and
 * not yet sent keeps its recipient's address and message until its e-mail goes: it is the recipient's.
 */
import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { AccountPart } from "../../account-part.ts";
import type { Db, DbOrTx } from "../../db/client.ts";
import { gifts, payments } from "../../db/schema.ts";

type Owner = Parameters<AccountPart["exportFor"]>[0];

/** The gifts paid for by `owner`: by the account, or by its verified address without signing in. */
function boughtBy(owner: Owner) {
  const byAccount = eq(payments.userId, owner.id);
  if (!owner.emailVerifiedAt) return byAccount;
  return or(byAccount, eq(sql`lower(${payments.email})`, owner.email.toLowerCase()));
}

function boughtGiftIds(db: DbOrTx, owner: Owner) {
  return db
    .select({ id: gifts.id })
    .from(gifts)
    .innerJoin(payments, eq(payments.id, gifts.paymentId))
    .where(boughtBy(owner));
}

export function giftsAccountPart({ db }: { db: Db }): AccountPart {
  return {
    async exportFor(owner) {
      const bought = await db
        .select({ gift: gifts })
        .from(gifts)
        .innerJoin(payments, eq(payments.id, gifts.paymentId))
        .where(boughtBy(owner))
        .orderBy(gifts.createdAt);
      const taken = await db
        .select()
        .from(gifts)
        .where(eq(gifts.redeemedBy, owner.id))
        .orderBy(gifts.redeemedAt);
      return {
        gifts_bought: bought.map(({ gift }) => ({
          payment_id: gift.paymentId,
          recipient_email: gift.recipientEmail,
          message: gift.message,
          deliver_at: gift.deliverAt?.toISOString() ?? null,
          delivered_at: gift.deliveredAt?.toISOString() ?? null,
          taken_at: gift.redeemedAt?.toISOString() ?? null,
          refunded_at: gift.refundedAt?.toISOString() ?? null,
        })),
        gifts_taken: taken.map((gift) => ({
          message: gift.message,
          taken_at: gift.redeemedAt?.toISOString() ?? null,
          email: gift.redeemedEmail,
        })),
      };
    },
    async deleteFor(owner, tx) {
      await tx
        .update(gifts)
        .set({ redeemedBy: null, redeemedEmail: null })
        .where(eq(gifts.redeemedBy, owner.id));
      const ids = boughtGiftIds(tx, owner);
      const done = or(isNotNull(gifts.deliveredAt), isNotNull(gifts.redeemedAt), isNotNull(gifts.refundedAt));
      await tx
        .update(gifts)
        .set({ recipientEmail: null, message: "" })
        .where(and(inArray(gifts.id, ids), done));
      return undefined;
    },
  };
}
