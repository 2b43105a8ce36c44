/** Small data factories for server tests: each creates one row with sensible defaults. */

import { randomBytes, randomUUID } from "node:crypto";
import { DAY_MS } from "@mandala/contract";
import type { Db } from "../src/db/client.ts";
import {
  drawingQuotas,
  learningSets,
  learningSetTopics,
  payments,
  plans,
  purchases,
  subscriptions,
  users,
} from "../src/db/schema.ts";
import { withUsernameSkeleton } from "../src/modules/identity/auth.repository.ts";
import { hashPassword } from "../src/modules/identity/password.ts";

let sequence = 0;
const next = () => ++sequence;

/** A user with a known password (default "correct-horse"). */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string | null } = {},
) {
  const n = next();
  const { password = "correct-horse", ...values } = overrides;
  const [user] = await db
    .insert(users)
    .values(
      withUsernameSkeleton({
        username: `user${n}`,
        email: `user${n}@example.com`,
        passwordHash: password === null ? null : await hashPassword(password),
        ...values,
      }),
    )
    .returning();
  if (!user) throw new Error("createUser: nothing inserted");
  return { ...user, password: password ?? "" };
}

/** A plan (basic tier, 30 drawings per 30 days unless overridden). */
export async function createPlan(db: Db, overrides: Partial<typeof plans.$inferInsert> = {}) {
  const n = next();
  const [plan] = await db
    .insert(plans)
    .values({
      slug: `plan-${n}`,
      name: `Plan ${n}`,
      description: "Тариф",
      tier: "basic",
      priceRub: 490,
      drawingsPerPeriod: 30,
      palettes: [9],
      features: { ru: [], en: [] },
      ...overrides,
    })
    .returning();
  if (!plan) throw new Error("createPlan: nothing inserted");
  return plan;
}

/** A subscription of `userId` to `planId`, active for 30 more days unless overridden. */
export async function createSubscription(
  db: Db,
  values: { userId: number; planId: number } & Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .insert(subscriptions)
    .values({ status: "active", expiresAt: new Date(Date.now() + 30 * DAY_MS), ...values })
    .returning();
  if (!row) throw new Error("createSubscription: nothing inserted");
  return row;
}

/** A drawing balance for `userId`. */
export async function createQuota(
  db: Db,
  values: { userId: number } & Partial<typeof drawingQuotas.$inferInsert>,
) {
  const [row] = await db
    .insert(drawingQuotas)
    .values({ allowed: 30, used: 0, resetDate: new Date(Date.now() + 30 * DAY_MS), ...values })
    .returning();
  if (!row) throw new Error("createQuota: nothing inserted");
  return row;
}

/** A learning set (with its own topic unless `topicId` is given). */
export async function createLearningSet(db: Db, overrides: Partial<typeof learningSets.$inferInsert> = {}) {
  const n = next();
  let topicId = overrides.topicId;
  if (topicId === undefined) {
    const [topic] = await db
      .insert(learningSetTopics)
      .values({ name: `Topic ${n}` })
      .returning();
    topicId = topic?.id;
  }
  if (topicId === undefined) throw new Error("createLearningSet: no topic");
  const [set] = await db
    .insert(learningSets)
    .values({
      slug: `set-${n}`,
      name: `Set ${n}`,
      priceRub: 990,
      iconUrl: `/images/sets/set-${n}.svg`,
      ...overrides,
      topicId,
    })
    .returning();
  if (!set) throw new Error("createLearningSet: nothing inserted");
  return set;
}

/** A paid purchase of `learningSetId` by `email` (and `userId` when given), with its payment. */
export async function createPurchase(
  db: Db,
  values: { learningSetId: number; email: string; userId?: number | null },
) {
  const [payment] = await db
    .insert(payments)
    .values({
      provider: "sandbox",
      kind: "learning_set",
      status: "succeeded",
      amountRub: 990,
      email: values.email,
      userId: values.userId ?? null,
      learningSetId: values.learningSetId,
      idempotenceKey: randomUUID(),
      fulfilledAt: new Date(),
    })
    .returning();
  if (!payment) throw new Error("createPurchase: no payment");
  const [purchase] = await db
    .insert(purchases)
    .values({ ...values, paymentId: payment.id, downloadTokenHash: randomBytes(16).toString("hex") })
    .returning();
  if (!purchase) throw new Error("createPurchase: nothing inserted");
  return purchase;
}
