import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createPlan, createUser } from "../../../test/factories.ts";
import { drawingQuotas, subscriptions, users } from "../../db/schema.ts";
import { bearer, signIn, useAuthApp } from "./auth.test-support.ts";

describe("POST /api/auth/register/", () => {
  const ctx = useAuthApp();
  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url: "/api/auth/register/", payload, headers });
  const valid = { username: "new.user", email: "New@Example.com", password: "secret1" };

  it("creates the account (201 {user}), stores an argon2id hash, and the password signs in", async () => {
    const response = await register(valid);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toEqual({ id: expect.any(Number), username: "new.user", email: "New@Example.com" });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain("secret1");
    await signIn(ctx, "new@example.com", "secret1");
  });

  it("refuses a taken e-mail or username, case-insensitively, with field errors and a detail", async () => {
    await createUser(ctx.database.db, { username: "Taken", email: "taken@example.com" });
    const email = await register({ ...valid, email: "TAKEN@example.com" }, { "accept-language": "en" });
    expect(email.statusCode).toBe(400);
    expect(email.json()).toMatchObject({
      detail: "Registration failed. Please try again.",
      email: ["A user with this email already exists."],
    });
    expect(email.json().username).toBeUndefined();
    const both = await register({ ...valid, username: "TAKEN", email: "Taken@Example.com" });
    expect(Object.keys(both.json())).toEqual(expect.arrayContaining(["email", "username", "detail"]));
    expect(both.json().username[0]).toBe("Пользователь с таким именем уже существует.");
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });

  it("enforces the username, e-mail and password rules", async () => {
    for (const payload of [
      { ...valid, username: "ab" },
      { ...valid, username: "has space" },
      { ...valid, username: "x".repeat(151) },
      { ...valid, email: "not-an-email" },
      { ...valid, password: "12345" },
      { username: "only" },
    ]) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await register({ ...valid, username: "a.b@c+d-e_f" })).statusCode).toBe(201);
  });

  it("with free_trial and a plan: a 3-day trial, the plan's drawings, and trial_used_at", async () => {
    const plan = await createPlan(ctx.database.db, { name: "Advanced", drawingsPerPeriod: 100 });
    const response = await register({ ...valid, plan: plan.id, free_trial: true });
    expect(response.statusCode).toBe(201);
    const userId = response.json().user.id;
    const [subscription] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId));
    expect(subscription).toMatchObject({ planId: plan.id, status: "trial", isTrial: true });
    const days = ((subscription?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);
    const [quota] = await ctx.database.db
      .select()
      .from(drawingQuotas)
      .where(eq(drawingQuotas.userId, userId));
    expect(quota).toMatchObject({ allowed: 100, used: 0 });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.trialUsedAt).toBeInstanceOf(Date);

    const { access } = await signIn(ctx, valid.username, valid.password);
    const status = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/subscription/status/",
      headers: bearer(access),
    });
    expect(status.json()).toMatchObject({
      is_active: true,
      status: "trial",
      plan_id: plan.id,
      days_remaining: 3,
    });
  });

  it("a plan without free_trial starts no subscription; an unknown plan or a trial without a plan is refused", async () => {
    const plan = await createPlan(ctx.database.db);
    const noTrial = await register({ ...valid, plan: plan.id, free_trial: false });
    expect(noTrial.statusCode).toBe(201);
    expect(await ctx.database.db.select().from(subscriptions)).toHaveLength(0);
    const unknown = await register({ ...valid, username: "other", email: "o@example.com", plan: 99999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("auth.planRequired");
    const trialOnly = await register({
      ...valid,
      username: "third",
      email: "t@example.com",
      free_trial: true,
    });
    expect(trialOnly.statusCode).toBe(400);
    expect(await ctx.database.db.select().from(users)).toHaveLength(1);
  });
});
