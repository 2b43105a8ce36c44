/** Helpers shared by the billing module's tests (not loaded by the app). */
import type { TestContext } from "../../../test/app.ts";
import { createPlan, createUser } from "../../../test/factories.ts";
import type { Db } from "../../db/client.ts";
import { bearer, signIn } from "../auth/auth.test-support.ts";

/** A new user, signed in: their row and the Authorization header. */
export async function signedInUser(ctx: TestContext, overrides: { email?: string } = {}) {
  const user = await createUser(ctx.database.db, overrides);
  const { access } = await signIn(ctx, user.username, user.password);
  return { user, headers: bearer(access) };
}

/** The path and query of an absolute URL (to inject it into the app). */
export const localPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The monthly Advanced plan as seeded: 990 ₽, 100 drawings a period. */
export const createAdvancedPlan = (db: Db) =>
  createPlan(db, {
    name: "Advanced",
    description: "Продвинутый",
    tier: "advanced",
    priceRub: 990,
    drawingsPerPeriod: 100,
  });
