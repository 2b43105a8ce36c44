import { DAY_MS, DAY_SECONDS, PRIVACY_POLICY_EDITION } from "@mandala/contract";
import { eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestContext } from "../../../test/app.ts";
import { multipartFile, RELAXED_LIMITS, signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createLearningSet, createPurchase } from "../../../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import { blogPostLikes, users } from "../../db/schema.ts";
import { createComment, createPost } from "../blog/blog.test-support.ts";
import { colouredFirst, ownerWithMandala } from "../colouring/colouring.test-support.ts";
import { recordConsent } from "../consent/index.ts";
import { insertMandala } from "../mandalas/mandalas.repository.ts";
import { STAR_SETTINGS } from "../mandalas/mandalas.test-support.ts";
import { EXPORTS_PER_DAY } from "./export.service.ts";

let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => {
  await smtp.close();
});

const EXPORT = "/api/auth/account/export/";
const DOWNLOAD_LINK = /http:\/\/mandala\.test(\/api\/auth\/account\/export\/download\/[\w.-]+)/;

type Headers = Record<string, string>;
const status = async (ctx: TestContext, headers: Headers) =>
  (await ctx.app.inject({ method: "GET", url: EXPORT, headers })).json();
const request = (ctx: TestContext, headers: Headers, lang = "ru") =>
  ctx.app.inject({ method: "POST", url: EXPORT, headers: { ...headers, "accept-language": lang } });

/**
 * The download link of the first e-mail to `to` after the first `seen` messages saying the archive is
 * ready: the job's last step.
 */
async function mailedLink(to: string, seen: number): Promise<string> {
  for (let index = seen; ; index++) {
    const text = mailText((await smtp.nextMessage(index)).data);
    const link = DOWNLOAD_LINK.exec(text)?.[1];
    if (smtp.messages[index]?.to.includes(to) && link) return link;
  }
}

describe("the account's data export", () => {
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp.url }), RELAXED_LIMITS);

  it("makes an archive of everything the account holds, linked in the profile and by e-mail", async () => {
    const { user, headers, mandala, values } = await ownerWithMandala(ctx, "Я в гармонии с миром");
    const second = await insertMandala(ctx.database.db, {
      userId: user.id,
      phrase: "Дом у моря",
      ...STAR_SETTINGS,
    });
    const fills = colouredFirst(values, 20);
    const coloured = await ctx.app.inject({
      method: "PUT",
      url: `/api/mandalas/${mandala.id}/colouring`,
      headers,
      payload: { fills },
    });
    expect(coloured.statusCode).toBe(200);
    const share = await ctx.app.inject({
      method: "POST",
      url: `/api/mandalas/${second.id}/shares`,
      headers,
      payload: { show_phrase: true },
    });
    expect(share.statusCode, share.body).toBe(201);
    const avatar = multipartFile(
      "avatar",
      "me.png",
      "image/png",
      await sharp({ create: { width: 40, height: 40, channels: 3, background: "#c03060" } })
        .png()
        .toBuffer(),
    );
    const uploaded = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/profile/avatar/",
      headers: { ...headers, ...avatar.headers },
      payload: avatar.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const post = await createPost(ctx.database.db, { authorId: user.id, title: "О мандалах" });
    const comment = await createComment(ctx.database.db, {
      postId: post.id,
      userId: user.id,
      content: "Спасибо за статью!",
    });
    // Likes given on the site, and one from before likes kept their time.
    const reader = await signedInUser(ctx);
    const theirs = await createComment(ctx.database.db, {
      postId: post.id,
      userId: reader.user.id,
      content: "Красиво",
      isApproved: true,
    });
    const like = async (query: string, variables: Record<string, number>) => {
      const reply = await ctx.app.inject({
        method: "POST",
        url: "/graphql",
        headers,
        payload: { query, variables: { ...variables, userId: user.id } },
      });
      expect(reply.json().errors, reply.body).toBeUndefined();
    };
    await like(
      "mutation($postId: ID!, $userId: ID!) { updatePostLike(postId: $postId, userId: $userId) { post { id } } }",
      {
        postId: post.id,
      },
    );
    await like(
      "mutation($commentId: ID!, $userId: ID!) { updateCommentLike(commentId: $commentId, userId: $userId) { comment { id } } }",
      { commentId: theirs.id },
    );
    const older = await createPost(ctx.database.db, { authorId: reader.user.id, title: "Старый пост" });
    await ctx.database.db.insert(blogPostLikes).values({ postId: older.id, userId: user.id, likedAt: null });
    const set = await createLearningSet(ctx.database.db, { name: "Набор «Любовь»" });
    const purchase = await createPurchase(ctx.database.db, {
      learningSetId: set.id,
      email: user.email,
      userId: user.id,
    });
    await recordConsent(ctx.database.db, { purpose: "registration", userId: user.id, email: user.email });
    const other = await signedInUser(ctx);
    await recordConsent(ctx.database.db, {
      purpose: "registration",
      userId: other.user.id,
      email: "x@example.com",
    });

    expect(await status(ctx, headers)).toMatchObject({ state: "none", left_today: EXPORTS_PER_DAY });
    const seen = smtp.messages.length;
    const asked = await request(ctx, headers);
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toMatchObject({
      state: "preparing",
      download_url: null,
      left_today: EXPORTS_PER_DAY - 1,
    });

    const link = await mailedLink(user.email, seen);
    const mail = mailText((await smtp.messageTo(user.email, "Скачать архив")).data);
    expect(mail).toContain("Мы собрали всё, что хранит ваш аккаунт");
    const ready = await status(ctx, headers);
    expect(ready).toMatchObject({ state: "ready", download_url: link });
    const left = new Date(ready.expires_at).getTime() - new Date(ready.ready_at).getTime();
    expect(left).toBe(7 * DAY_MS);

    // The link works without signing in: it is the e-mail's.
    const download = await ctx.app.inject({ method: "GET", url: link });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    expect(download.headers["content-disposition"]).toMatch(
      /^attachment; filename="mandala-data-[\d-]+\.zip"$/,
    );
    expect(download.rawPayload.length).toBe(ready.size);

    const files = unzipSync(new Uint8Array(download.rawPayload));
    const data = JSON.parse(strFromU8(files["data.json"] as Uint8Array));
    expect(data.profile).toMatchObject({
      username: user.username,
      email: user.email,
      avatar: "images/avatar.png",
    });
    expect(data.mandalas.map((row: { phrase: string }) => row.phrase).sort()).toEqual([
      "Дом у моря",
      "Я в гармонии с миром",
    ]);
    expect(data.mandalas[0]).toMatchObject({
      shape: "eight_diamond",
      first_method: "8",
      additional_method: "1",
      pattern_length: 5,
      sector_length: 6,
      palette: 9,
      pattern: [8, 9, 9, 2, 5],
    });
    expect(data.colourings).toEqual([
      expect.objectContaining({
        mandala_id: mandala.id,
        fills,
        coloured: 20,
        picture: `images/colouring-${mandala.id}.png`,
      }),
    ]);
    expect(data.share_links).toEqual([
      expect.objectContaining({
        mandala_id: second.id,
        show_phrase: true,
        url: `http://mandala.test${share.json().path}`,
      }),
    ]);
    // Each comment and like links the post's page on the site (the comment's own place on it).
    const postPage = `http://mandala.test/post/${post.slug}`;
    expect(data.comments).toEqual([
      expect.objectContaining({
        id: comment.id,
        content: "Спасибо за статью!",
        approved: false,
        post: { title: "О мандалах", url: `${postPage}#comment-${comment.id}` },
      }),
    ]);
    const time = expect.stringMatching(/^\d{4}-\d\d-\d\dT/);
    expect(data.likes).toEqual({
      posts: [
        { post: { title: "О мандалах", url: postPage }, liked_at: time },
        { post: { title: "Старый пост", url: `http://mandala.test/post/${older.slug}` }, liked_at: null },
      ],
      comments: [
        {
          comment_id: theirs.id,
          post: { title: "О мандалах", url: `${postPage}#comment-${theirs.id}` },
          liked_at: time,
        },
      ],
    });
    expect(data.payments).toEqual([
      expect.objectContaining({
        id: purchase.paymentId,
        item: "Набор «Любовь»",
        amount: 990,
        status: "paid",
      }),
    ]);
    expect(data.personal_data_consents).toEqual([
      {
        purpose: "registration",
        given_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        policy_version: PRIVACY_POLICY_EDITION.version,
        email: user.email,
        payment_id: null,
      },
    ]);
    // Every picture the data names is in the archive, as a real image.
    const pictures = [
      data.profile.avatar,
      ...data.mandalas.map((row: { picture: string }) => row.picture),
      ...data.colourings.map((row: { picture: string }) => row.picture),
    ];
    expect(
      Object.keys(files)
        .filter((name) => !name.endsWith("/"))
        .sort(),
    ).toEqual(["data.json", ...pictures].sort());
    for (const name of pictures) {
      const meta = await sharp(files[name] as Uint8Array).metadata();
      expect(meta.format, name).toBe("png");
    }
    expect((await sharp(files[`images/mandala-${mandala.id}.png`] as Uint8Array).metadata()).width).toBe(
      1200,
    );
    // The archive is never served as an upload.
    expect(
      (await ctx.app.inject({ method: "GET", url: `/uploads/exports/${"0".repeat(32)}.zip` })).statusCode,
    ).toBe(404);
  });

  it("gives the archive only by its owner's signed link", async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const seen = smtp.messages.length;
    expect((await request(ctx, owner.headers)).statusCode).toBe(202);
    const link = await mailedLink(owner.user.email, seen);

    // Another account sees no export of its own, and cannot make the owner's link from its own.
    expect(await status(ctx, other.headers)).toMatchObject({ state: "none", download_url: null });
    const [userId, exportId, expiry, signature] = link.slice(link.lastIndexOf("/") + 1).split(".");
    const forged = link.replace(`/${userId}.${exportId}`, `/${other.user.id}.${exportId}`);
    expect(forged).not.toBe(link);
    const refused = await ctx.app.inject({
      method: "GET",
      url: forged,
      headers: { "accept-language": "en" },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe("There is no such archive. Request a new one in your profile.");
    const later = link.replace(`.${expiry}.${signature}`, `.${Number(expiry) + DAY_SECONDS}.${signature}`);
    expect((await ctx.app.inject({ method: "GET", url: later })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: `${EXPORT}download/nonsense` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url: link })).statusCode).toBe(200);

    // Once the account is deleted, its archive is nobody's.
    await ctx.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.user.id));
    expect((await ctx.app.inject({ method: "GET", url: link })).statusCode).toBe(404);
  });

  it("makes one export at a time, a few a day, and says so in the request's language", async () => {
    const { user, headers } = await signedInUser(ctx);
    for (let made = 1; made <= EXPORTS_PER_DAY; made++) {
      const seen = smtp.messages.length;
      expect((await request(ctx, headers)).statusCode).toBe(202);
      // The job waits for the queue's next look (a second): meanwhile a second request is refused.
      const again = await request(ctx, headers, "en");
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toMatch(/^An archive of your data is already being prepared/);
      await mailedLink(user.email, seen);
    }
    expect(await status(ctx, headers)).toMatchObject({ state: "ready", left_today: 0 });
    const tooMany = await request(ctx, headers);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().detail).toBe(
      `Архив можно запросить не больше ${EXPORTS_PER_DAY} раз в сутки. Попробуйте снова через 24 ч.`,
    );
  });

  it("asks for a signed-in account", async () => {
    expect((await ctx.app.inject({ method: "POST", url: EXPORT })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: EXPORT })).statusCode).toBe(401);
  });
});
