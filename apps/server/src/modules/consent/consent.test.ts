import { PRIVACY_POLICY_EDITION } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createLearningSet, createPlan } from "../../../test/factories.ts";
import { payments, personalDataConsents, users } from "../../db/schema.ts";
import { FREE_PREFIX } from "../billing/index.ts";

const REQUIRED = {
  ru: "Нужно ваше согласие на обработку персональных данных: отметьте его, чтобы продолжить.",
  en: "Your consent to the processing of personal data is needed: tick it to continue.",
};

const post = (ctx: TestContext, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload: payload as object, headers });

/** Expects the refusal for want of the consent, in `lang`. */
function expectConsentRequired(response: { statusCode: number; body: string }, lang: "ru" | "en") {
  expect(response.statusCode, response.body).toBe(400);
  expect(JSON.parse(response.body)).toMatchObject({ code: "consent.required", error: REQUIRED[lang] });
}

const consents = (ctx: TestContext) =>
  ctx.database.db.select().from(personalDataConsents).orderBy(personalDataConsents.id);

/** Expects `given` to be a moment of this test, not older than `since`. */
function expectJustNow(given: Date | undefined, since: number) {
  expect(given?.getTime()).toBeGreaterThanOrEqual(since - 1000);
  expect(given?.getTime()).toBeLessThanOrEqual(Date.now());
}

describe("the consent to the processing of personal data", () => {
  const ctx = useAuthApp();
  const account = { username: "olga", email: "Olga@Example.com", password: "secret-12" };
  const REGISTER = "/api/auth/register/";

  it("is required to register, in the request's language, and nothing is created without it", async () => {
    expectConsentRequired(await post(ctx, REGISTER, account), "ru");
    expectConsentRequired(await post(ctx, `${REGISTER}?lang=en`, account), "en");
    expectConsentRequired(
      await post(ctx, REGISTER, { ...account, personal_data_consent: false }, { "accept-language": "en" }),
      "en",
    );
    expectConsentRequired(await post(ctx, REGISTER, { ...account, personal_data_consent: "yes" }), "ru");
    // With other mistakes it is named among them.
    const mixed = await post(ctx, `${REGISTER}?lang=en`, { ...account, password: "1" });
    expect(mixed.json()).toMatchObject({ code: "validation.invalid" });
    expect(mixed.json().error).toContain(REQUIRED.en);
    expect(await ctx.database.db.select().from(users)).toHaveLength(0);
    expect(await consents(ctx)).toHaveLength(0);
  });

  it("is recorded with the account: who, when, why and to which policy edition", async () => {
    const since = Date.now();
    const response = await post(ctx, REGISTER, { ...account, personal_data_consent: true });
    expect(response.statusCode, response.body).toBe(201);
    const [consent, ...more] = await consents(ctx);
    expect(more).toHaveLength(0);
    expect(consent).toMatchObject({
      userId: response.json().user.id,
      email: "olga@example.com",
      purpose: "registration",
      paymentId: null,
      policyVersion: PRIVACY_POLICY_EDITION.version,
    });
    expectJustNow(consent?.givenAt, since);
  });

  it("is required by the GraphQL registration too", async () => {
    const mutation = (consent: string) => ({
      query: `mutation { createUser(username: "gql", email: "gql@example.com", password: "secret-12"${consent}) { user { id } } }`,
    });
    const refused = await post(ctx, "/graphql", mutation(""), { "accept-language": "en" });
    expect(refused.json().errors[0]).toMatchObject({
      message: REQUIRED.en,
      extensions: { messageCode: "consent.required" },
    });
    const created = await post(ctx, "/graphql", mutation(", personalDataConsent: true"));
    expect(created.json().data?.createUser.user.id, created.body).toEqual(expect.any(String));
    expect(await consents(ctx)).toEqual([expect.objectContaining({ purpose: "registration" })]);
  });

  it("is required to buy a set with an e-mail, and recorded with the order", async () => {
    const set = await createLearningSet(ctx.database.db);
    const url = `${FREE_PREFIX}/learningsets/purchase/${set.slug}/`;
    const email = "buyer@example.com";
    expectConsentRequired(await post(ctx, url, { email }), "ru");
    expectConsentRequired(await post(ctx, `${url}?lang=en`, { email, personal_data_consent: false }), "en");
    // A wrong address is still named first.
    expect((await post(ctx, url, { email: "nope" })).json().code).toBe("catalogue.emailInvalid");
    expect(await ctx.database.db.select().from(payments)).toHaveLength(0);

    const since = Date.now();
    const bought = await post(ctx, url, { email, personal_data_consent: true });
    expect(bought.statusCode, bought.body).toBe(200);
    const [consent] = await consents(ctx);
    expect(consent).toMatchObject({
      userId: null,
      email,
      purpose: "purchase",
      paymentId: bought.json().payment_id,
      policyVersion: PRIVACY_POLICY_EDITION.version,
    });
    expectJustNow(consent?.givenAt, since);
  });

  it("is required to pay for a plan, and recorded with the buyer's account", async () => {
    const plan = await createPlan(ctx.database.db);
    const { user, headers } = await signedInUser(ctx, { email: "subscriber@example.com" });
    const url = `${FREE_PREFIX}/subscription/purchase/`;
    expectConsentRequired(await post(ctx, url, { plan_id: plan.id }, headers), "ru");
    expectConsentRequired(
      await post(ctx, url, { plan_id: plan.id }, { ...headers, "accept-language": "en" }),
      "en",
    );
    expect(await ctx.database.db.select().from(payments)).toHaveLength(0);

    const bought = await post(ctx, url, { plan_id: plan.id, personal_data_consent: true }, headers);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await consents(ctx)).toEqual([
      expect.objectContaining({
        userId: user.id,
        email: "subscriber@example.com",
        purpose: "purchase",
        paymentId: bought.json().payment_id,
      }),
    ]);
  });

  it("loses the person when the account is deleted, as the payments do", async () => {
    const registered = await post(ctx, REGISTER, { ...account, personal_data_consent: true });
    const userId = registered.json().user.id;
    await ctx.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, userId));
    const set = await createLearningSet(ctx.database.db);
    // Bought with the account's address before signing in: the address is the person's too.
    await post(ctx, `${FREE_PREFIX}/learningsets/purchase/${set.slug}/`, {
      email: "olga@example.com",
      personal_data_consent: true,
    });
    const other = await post(ctx, REGISTER, {
      username: "other",
      email: "other@example.com",
      password: "secret-12",
      personal_data_consent: true,
    });
    expect(other.statusCode).toBe(201);

    const signedIn = await post(ctx, "/api/auth/token/", { username: "olga", password: "secret-12" });
    const deleted = await post(
      ctx,
      "/api/auth/account/deletion/",
      { password: "secret-12" },
      { authorization: `Bearer ${signedIn.json().access}` },
    );
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    const rows = await consents(ctx);
    expect(rows.map(({ userId, email, purpose }) => ({ userId, email, purpose }))).toEqual([
      { userId: null, email: null, purpose: "registration" },
      { userId: null, email: null, purpose: "purchase" },
      { userId: other.json().user.id, email: "other@example.com", purpose: "registration" },
    ]);
    expect(rows.every((row) => row.policyVersion === PRIVACY_POLICY_EDITION.version)).toBe(true);
  });
});
