import { DAY_MS } from "@mandala/contract";
import { describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bearer, signIn, useAuthApp } from "../../../test/auth.ts";
import {
  createLearningSet,
  createPlan,
  createPurchase,
  createQuota,
  createSubscription,
  createUser,
} from "../../../test/factories.ts";

async function signedInUser(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.database.db, overrides);
  const { access } = await signIn(ctx, user.username, user.password);
  return { user, headers: bearer(access) };
}

describe("GET /api/auth/userinfo/ and subscription status", () => {
  const ctx = useAuthApp();
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: "GET", url, headers });

  it("returns the full profile with a trial, the quota and the purchased sets", async () => {
    const { user, headers } = await signedInUser(ctx, { firstName: "Анна", bio: "О себе" });
    const plan = await createPlan(ctx.database.db, { name: "Advanced", description: "Продвинутый" });
    const expiresAt = new Date(Date.now() + 3 * DAY_MS - 60_000);
    await createSubscription(ctx.database.db, {
      userId: user.id,
      planId: plan.id,
      status: "trial",
      isTrial: true,
      expiresAt,
    });
    await createQuota(ctx.database.db, { userId: user.id, allowed: 100, used: 85, resetDate: expiresAt });
    const set = await createLearningSet(ctx.database.db, { name: "Деньги" });
    await createPurchase(ctx.database.db, { learningSetId: set.id, email: user.email, userId: user.id });

    for (const url of ["/api/auth/userinfo/", "/api/auth/userinfo"]) {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: "Анна",
        last_name: "",
        avatar: null,
        bio: "О себе",
        location: "",
        website: "",
        joined_date: user.joinedDate.toISOString(),
        role: "user",
        subscription_status: { is_active: true },
        subscription_details: {
          plan_id: plan.id,
          plan_name: "Продвинутый",
          status: "trial",
          expiry_date: expiresAt.toISOString(),
          end_date: expiresAt.toISOString(),
          days_remaining: 3,
          is_trial: true,
        },
        // A trial ends without a refill: no refill date.
        mandala_drawings: { allowed: 100, used: 85, remaining: 15, reset_date: null },
        purchased_learning_sets: [
          {
            id: set.id,
            slug: set.slug,
            name: "Деньги",
            topic_name: expect.any(String),
            icon_url: set.iconUrl,
            purchased_at: expect.any(String),
          },
        ],
      });
    }
  });

  it("without a subscription: no details, an empty balance, status none", async () => {
    const { headers } = await signedInUser(ctx);
    const profile = (await get("/api/auth/userinfo/", headers)).json();
    expect(profile.subscription_status).toEqual({ is_active: false });
    expect(profile.subscription_details).toBeNull();
    expect(profile.mandala_drawings).toEqual({ allowed: 0, used: 0, remaining: 0, reset_date: null });
    const status = (await get("/api/auth/subscription/status/", headers)).json();
    expect(status).toEqual({
      is_active: false,
      status: "none",
      plan_id: null,
      plan_name: null,
      expiry_date: null,
      days_remaining: 0,
      is_trial: false,
    });
  });

  it("counts a subscription past its end as expired, and prefers a live one", async () => {
    const { user, headers } = await signedInUser(ctx);
    const plan = await createPlan(ctx.database.db, { name: "Basic", description: "Базовый" });
    await createSubscription(ctx.database.db, {
      userId: user.id,
      planId: plan.id,
      status: "active",
      expiresAt: new Date(Date.now() - 1000),
    });
    const expired = (await get("/api/auth/subscription/status/", headers)).json();
    expect(expired).toMatchObject({
      is_active: false,
      status: "expired",
      plan_name: "Базовый",
      days_remaining: 0,
    });

    const premium = await createPlan(ctx.database.db, { name: "Premium", description: "Премиум" });
    await createSubscription(ctx.database.db, { userId: user.id, planId: premium.id, status: "active" });
    const live = (await get("/api/auth/userinfo/", headers)).json();
    expect(live.subscription_details).toMatchObject({
      plan_name: "Премиум",
      status: "active",
      days_remaining: 30,
    });
    expect(live.subscription_status.is_active).toBe(true);
    const english = await get("/api/auth/userinfo/", { ...headers, "accept-language": "en" });
    expect(english.json().subscription_details.plan_name).toBe("Premium");
  });

  it("does not show another user's purchases", async () => {
    const { headers } = await signedInUser(ctx);
    const other = await createUser(ctx.database.db);
    const set = await createLearningSet(ctx.database.db);
    await createPurchase(ctx.database.db, { learningSetId: set.id, email: other.email, userId: other.id });
    expect((await get("/api/auth/userinfo/", headers)).json().purchased_learning_sets).toEqual([]);
  });
});

describe("PATCH /api/auth/profile/", () => {
  const ctx = useAuthApp();
  const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: "PATCH", url: "/api/auth/profile/", headers, payload });

  it("saves names, bio, location and website, and returns the profile", async () => {
    const { headers } = await signedInUser(ctx);
    const details = {
      first_name: "Анна",
      last_name: "Иванова",
      bio: "Рисую",
      location: "Казань",
      website: "https://anna.example",
    };
    const response = await patch(headers, details);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject(details);
    const partial = await patch(headers, { bio: "", website: "" });
    expect(partial.json()).toMatchObject({ first_name: "Анна", bio: "", website: "" });
    expect((await patch(headers, {})).statusCode).toBe(200);
  });

  it("refuses a website that is not an http(s) URL, and anonymous callers", async () => {
    const { headers } = await signedInUser(ctx);
    for (const website of ["not a url", "javascript:alert(1)", "ftp://x.example"]) {
      expect((await patch(headers, { website })).statusCode, website).toBe(400);
    }
    expect((await patch({}, { bio: "x" })).statusCode).toBe(401);
  });
});
