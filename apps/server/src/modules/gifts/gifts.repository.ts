/** The gifts table: recording, issuing, delivering, taking and stopping gifts. */
import { and, desc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { gifts } from "../../db/schema.ts";

export type GiftRow = typeof gifts.$inferSelect;

export async function insertGift(tx: DbOrTx, values: typeof gifts.$inferInsert) {
  await tx.insert(gifts).values(values);
}

export async function findGiftByPayment(db: DbOrTx, paymentId: string) {
  const [row] = await db.select().from(gifts).where(eq(gifts.paymentId, paymentId));
  return row;
}

export async function findGiftByCodeHash(db: DbOrTx, codeHash: string) {
  const [row] = await db.select().from(gifts).where(eq(gifts.codeHash, codeHash));
  return row;
}

/** Marks payment `paymentId`'s gift issued, once: the gift, or undefined when done already (or none). */
export async function markIssued(tx: DbOrTx, paymentId: string, now: Date) {
  const [row] = await tx
    .update(gifts)
    .set({ issuedAt: now })
    .where(and(eq(gifts.paymentId, paymentId), isNull(gifts.issuedAt)))
    .returning();
  return row;
}

/** Marks gift `id`'s e-mail sent, once: true for the one caller that marked it. */
export async function claimDelivery(tx: DbOrTx, id: number, now: Date) {
  const rows = await tx
    .update(gifts)
    .set({ deliveredAt: now })
    .where(and(eq(gifts.id, id), isNull(gifts.deliveredAt)))
    .returning({ id: gifts.id });
  return rows.length > 0;
}

/** Issued gifts whose e-mail is due by `now` and not sent yet (nor refunded). */
export function dueGifts(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(gifts)
    .where(
      and(
        isNotNull(gifts.issuedAt),
        isNotNull(gifts.recipientEmail),
        isNull(gifts.deliveredAt),
        isNull(gifts.refundedAt),
        lte(gifts.deliverAt, now),
      ),
    )
    .limit(limit);
}

/**
 * Takes the gift with code hash `codeHash`: one conditional update, so of two at once one wins (the
 * other's update finds it taken). The gift, or undefined when it is not there to take.
 */
export async function claimRedemption(
  tx: DbOrTx,
  codeHash: string,
  by: { userId: number | null; email: string | null },
  now: Date,
) {
  const [row] = await tx
    .update(gifts)
    .set({ redeemedAt: now, redeemedBy: by.userId, redeemedEmail: by.email })
    .where(
      and(
        eq(gifts.codeHash, codeHash),
        isNotNull(gifts.issuedAt),
        isNull(gifts.redeemedAt),
        isNull(gifts.refundedAt),
      ),
    )
    .returning();
  return row;
}

export async function markRefunded(tx: DbOrTx, paymentId: string, now: Date) {
  const [row] = await tx
    .update(gifts)
    .set({ refundedAt: now })
    .where(and(eq(gifts.paymentId, paymentId), isNull(gifts.refundedAt)))
    .returning();
  return row;
}

/** The latest gifts for the admin, newest first. */
export function latestGifts(db: DbOrTx, limit: number) {
  return db.select().from(gifts).orderBy(desc(gifts.createdAt), desc(gifts.id)).limit(limit);
}
