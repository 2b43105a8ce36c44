import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { bearer, multipartFile, refreshCookie, signedInUser, signIn } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import {
  blogCommentLikes,
  blogComments,
  blogPostLikes,
  blogPosts,
  payments,
  purchases,
  subscriptions,
  users,
} from "../../db/schema.ts";
import { createSandboxProvider } from "../../integrations/payments/sandbox.ts";
import {
  createAdvancedPlan,
  providerPaymentIdOf,
  purchasePlan,
  useMailingApp,
} from "../billing/billing.test-support.ts";
import { ownerWithMandala } from "../mandalas/mandalas.test-support.ts";

const { ctx, fakes } = useMailingApp();

/** The text of the e-mail to `to` that says `saying` (mail leaves through a job, maybe after the answer). */
const mailTo = async (to: string, saying: string) => mailText((await fakes.smtp.messageTo(to, saying)).data);

const deletion = (context: TestContext, headers: Record<string, string>, password?: string) =>
  context.app.inject({
    method: "POST",
    url: "/api/auth/account/deletion/",
    headers,
    payload: password === undefined ? {} : { password },
  });

/** Every row of every user-owned table that still names `userId`. */
async function rowsOf(context: TestContext, userId: number) {
  const result = (await context.database.db.execute(
    sql`SELECT
      (SELECT count(*) FROM users WHERE id = ${userId})
      + (SELECT count(*) FROM refresh_tokens WHERE user_id = ${userId})
      + (SELECT count(*) FROM password_reset_tokens WHERE user_id = ${userId})
      + (SELECT count(*) FROM email_changes WHERE user_id = ${userId})
      + (SELECT count(*) FROM subscriptions WHERE user_id = ${userId})
      + (SELECT count(*) FROM drawing_quotas WHERE user_id = ${userId})
      + (SELECT count(*) FROM saved_mandalas WHERE user_id = ${userId})
      + (SELECT count(*) FROM purchases WHERE user_id = ${userId})
      + (SELECT count(*) FROM payments WHERE user_id = ${userId})
      + (SELECT count(*) FROM personal_data_consents WHERE user_id = ${userId})
      + (SELECT count(*) FROM blog_comments WHERE user_id = ${userId})
      + (SELECT count(*) FROM blog_post_likes WHERE user_id = ${userId})
      + (SELECT count(*) FROM blog_comment_likes WHERE user_id = ${userId}) AS n`,
  )) as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n);
}

describe("deleting an account", () => {
  /** A customer of the monthly plan (paid in the sandbox, card saved) with a shared mandala, a comment and an avatar. */
  async function subscriber() {
    const owner = await ownerWithMandala(ctx);
    const { user, headers } = owner;
    const plan = await createAdvancedPlan(ctx.database.db);
    const { paymentId } = await purchasePlan(ctx, headers, plan.id);
    const sandboxId = await providerPaymentIdOf(ctx.database.db, paymentId);
    const paid = await ctx.app.inject({ method: "POST", url: `/payments/sandbox/${sandboxId}/pay` });
    expect(paid.statusCode).toBe(303);
    const [subscription] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription?.paymentMethodId).toBeTruthy();
    const shared = await ctx.app.inject({
      method: "POST",
      url: `/api/mandalas/${owner.mandala.id}/shares`,
      headers,
      payload: {},
    });
    expect(shared.statusCode).toBe(201);
    const admin = await createUser(ctx.database.db, { role: "admin" });
    const [post] = await ctx.database.db
      .insert(blogPosts)
      .values({ title: "Пост", slug: "post", content: "Текст", isPublished: true, authorId: admin.id })
      .returning();
    await ctx.database.db
      .insert(blogComments)
      .values({ postId: post?.id ?? 0, userId: user.id, content: "Спасибо!", isApproved: true });
    // The customer likes the post and the administrator's comment; the administrator likes the post too.
    const [adminComment] = await ctx.database.db
      .insert(blogComments)
      .values({ postId: post?.id ?? 0, userId: admin.id, content: "Рады!", isApproved: true })
      .returning();
    await ctx.database.db.insert(blogPostLikes).values([
      { postId: post?.id ?? 0, userId: user.id },
      { postId: post?.id ?? 0, userId: admin.id },
    ]);
    await ctx.database.db
      .insert(blogCommentLikes)
      .values({ commentId: adminComment?.id ?? 0, userId: user.id });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c03060" } })
      .png()
      .toBuffer();
    const body = multipartFile("avatar", "me.png", "image/png", png);
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/profile/avatar/",
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatar = uploaded.json().avatar as string;
    return {
      ...owner,
      plan,
      methodId: subscription?.paymentMethodId ?? "",
      share: shared.json() as { token: string },
      avatar,
    };
  }

  it("says first what a paid period loses", async () => {
    const { headers } = await subscriber();
    const preview = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/account/deletion/",
      headers: { ...headers, "accept-language": "ru" },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      confirm_by: "password",
      email: null,
      subscription: { plan_name: expect.any(String), days_remaining: 30, drawings_remaining: 100 },
      sets: [],
      mandalas: 1,
    });
  });

  it("requires the password and refuses a wrong one, deleting nothing", async () => {
    const { user, headers } = await signedInUser(ctx);
    for (const [password, status] of [
      [undefined, 400],
      ["not-the-password", 400],
    ] as const) {
      const refused = await deletion(ctx, { ...headers, "accept-language": "en" }, password);
      expect(refused.statusCode).toBe(status);
      expect(refused.json().detail).toMatch(/password/);
    }
    expect(await signIn(ctx, user.username, user.password)).toHaveProperty("access");
  });

  it("ends everything at once, tells the owner, and the purge job destroys the rest while payments stay", async () => {
    const { user, headers, methodId, share, avatar } = await subscriber();
    const { refresh } = await signIn(ctx, user.username, user.password);
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/",
      payload: { email: user.email },
    });
    expect(reset.statusCode).toBe(202);
    const resetToken = /\/reset-password\?token=([\w-]+)/.exec(
      await mailTo(user.email, "Задать новый пароль можно по ссылке"),
    )?.[1];
    expect(resetToken).toBeTruthy();

    const deleted = await deletion(ctx, headers, user.password);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Renewal off: our copy of the method is gone and the provider declines a charge of it.
    const [subscription] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription).toMatchObject({ paymentMethodId: null, status: "canceled" });
    const sandbox = createSandboxProvider({ db: ctx.database.db, publicUrl: ctx.config.publicUrl });
    const charge = await sandbox.chargeSavedMethod({
      receipt: { email: "x@example.com", items: [], vatCode: 1 },
      amountRub: 990,
      description: "renewal",
      idempotenceKey: "after-deletion",
      paymentMethodId: methodId,
      metadata: {},
    });
    expect(charge.status).toBe("canceled");

    // Gone from the site: share link, sessions, sign-in, the comment.
    expect((await ctx.app.inject({ method: "GET", url: `/api/shares/${share.token}` })).statusCode).toBe(404);
    const userinfo = await ctx.app.inject({ method: "GET", url: "/api/auth/userinfo/", headers });
    expect(userinfo.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/refresh/",
      headers: refreshCookie(refresh),
    });
    expect(refreshed.statusCode).toBe(401);
    for (const login of [user.username, user.email]) {
      const again = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/token/",
        payload: { username: login, password: user.password },
      });
      expect(again.statusCode).toBe(401);
    }
    // Its comment and its likes are gone at once; the others' stay.
    const comments = await ctx.database.db.select().from(blogComments);
    expect(comments.map((row) => row.content)).toEqual(["Рады!"]);
    const postLikes = await ctx.database.db.select().from(blogPostLikes);
    expect(postLikes.map((row) => row.userId)).toEqual([comments[0]?.userId]);
    expect(await ctx.database.db.select().from(blogCommentLikes)).toEqual([]);

    // Told by e-mail, in the account's language, what went and what is kept.
    const mail = await mailTo(user.email, "Ваш аккаунт удалён");
    expect(mail).toContain("сохранённая карта удалена");
    expect(mail).toContain("Хранятся 5 лет");
    // A plan is a «тариф», whether it renewed or not: never a subscription.
    expect(mail).toContain("Автопродление тарифа отменено");
    expect(mail).not.toMatch(/подписк/i);

    // A reset link asked before the deletion opens nothing.
    const resetLater = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/password-reset/confirm/",
      payload: { token: resetToken, password: "a-new-secret" },
    });
    expect(resetLater.statusCode).toBe(400);
    expect(resetLater.json().code).toBe("auth.resetLinkInvalid");

    // The name and the address are free again.
    const again = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      payload: {
        username: user.username,
        email: user.email,
        password: "another-secret",
        personal_data_consent: true,
      },
    });
    expect(again.statusCode, again.body).toBe(201);

    // The purge job destroys the rows and the avatar; the payment stays, without the person.
    expect(await rowsOf(ctx, user.id)).toBeGreaterThan(0);
    expect(await ctx.app.accountPurge.tick()).toEqual({ purged: 1 });
    expect(await rowsOf(ctx, user.id)).toBe(0);
    expect((await ctx.app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
    const kept = await ctx.database.db.select().from(payments);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ status: "succeeded", amountRub: 990, userId: null, email: null });
    expect(await ctx.database.db.select().from(purchases)).toEqual([]);
    expect(await ctx.app.accountPurge.tick()).toEqual({ purged: 0 });
  });

  it("the purge is a scheduled durable job", async () => {
    const scheduled = await ctx.app.jobs.schedules();
    expect(scheduled).toContainEqual({ name: "accounts.purge", cron: "*/10 * * * *" });
  });

  it("an account without a password confirms by an e-mailed link, once", async () => {
    const user = await createUser(ctx.database.db, { locale: "en" });
    const { access } = await signIn(ctx, user.username, user.password);
    await ctx.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const asked = await deletion(ctx, { ...bearer(access), "accept-language": "en" });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().detail).toContain(user.email);
    const text = await mailTo(user.email, "Delete the account with this link");
    const token = /\/account-deletion\?token=([\w-]+)/.exec(text)?.[1] ?? "";
    const confirm = () =>
      ctx.app.inject({ method: "POST", url: "/api/auth/account/deletion/confirm/", payload: { token } });
    expect((await confirm()).statusCode).toBe(204);
    expect(await mailTo(user.email, "Your account has been deleted")).toContain("Kept for 5 years");
    const twice = await confirm();
    expect(twice.statusCode).toBe(400);
    expect(twice.json().detail).toMatch(/недействительна/);
  });

  it("an administrator's account is not deleted from its profile", async () => {
    const { user, headers } = await signedInUser(ctx, { role: "admin" });
    const refused = await deletion(ctx, headers, user.password);
    expect(refused.statusCode).toBe(409);
  });
});
