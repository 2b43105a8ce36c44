/**
 * No heavy work for free (decision 042): each account has a budget of previews and downloads, and an
 * instance prepares downloads two at a time with a bounded line, so that one account working hard
 * is refused with Retry-After while everyone else is served.
 */
import { describe, expect, it } from "vitest";
import type { TestContext } from "../test/app.ts";
import { signedInUser, useAuthApp } from "../test/auth.ts";
import {
  createLearningSet,
  createPlan,
  createPurchase,
  createQuota,
  createSubscription,
} from "../test/factories.ts";
import {
  colouredFirst,
  ownerWithMandala as colouringOwner,
} from "./modules/colouring/colouring.test-support.ts";
import { ownerWithMandala } from "./modules/mandalas/mandalas.test-support.ts";

/** The n-th preview of a star: each a different picture (no cached answer). */
const preview = (n: number) =>
  `/draw/api/v1/premium/shape/eight_diamond?${new URLSearchParams({
    q: "Я счастлива и любима",
    patternLength: "5",
    palette_id: "9",
    first_method: "1",
    additional_method: "6",
    size: String(300 + n),
  })}`;

/** A saved mandala's PDF, asked for in English. */
const pdf = (ctx: TestContext, mandalaId: number, headers: Record<string, string>) =>
  ctx.app.inject({
    method: "GET",
    url: `/api/mandalas/${mandalaId}/print.pdf`,
    headers: { ...headers, "accept-language": "en" },
  });

describe("an account at its preview budget", () => {
  const ctx = useAuthApp(() => ({ PREVIEWS_PER_MINUTE: "3" }));

  async function subscriber() {
    const { user, headers } = await signedInUser(ctx);
    const plan = await createPlan(ctx.database.db, { tier: "basic", palettes: [9] });
    await createSubscription(ctx.database.db, { userId: user.id, planId: plan.id });
    await createQuota(ctx.database.db, { userId: user.id, allowed: 10 });
    return { ...headers, "accept-language": "ru" };
  }

  it("is refused with 429 and Retry-After while another account's previews and the site are served", async () => {
    const busy = await subscriber();
    const other = await subscriber();
    const draw = (headers: Record<string, string>, n: number) =>
      ctx.app.inject({ method: "GET", url: preview(n), headers });
    for (let n = 0; n < 3; n++) expect((await draw(busy, n)).statusCode).toBe(200);

    const [refused, ...more] = await Promise.all(Array.from({ length: 10 }, (_, n) => draw(busy, 3 + n)));
    for (const response of [refused, ...more]) expect(response?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({ code: "work.budgetSpent" });
    expect(refused?.json().error).toMatch(/^Слишком много запросов подряд. Подождите \d+ с/);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
    // A preview already drawn is answered from the cache: free, past the budget too.
    expect((await draw(busy, 0)).statusCode).toBe(200);

    const [served, health] = await Promise.all([
      draw(other, 0),
      ctx.app.inject({ method: "GET", url: "/api/health" }),
    ]);
    expect(served.statusCode).toBe(200);
    expect(served.json()).toMatchObject({ remaining_drawings: 10, mandala_id: null });
    expect(Buffer.from(served.json().pic, "base64").subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(health.statusCode).toBe(200);
  });
});

describe("downloads of saved mandalas", () => {
  const ctx = useAuthApp(() => ({ EXPORTS_PER_MINUTE: "2" }));

  it("have a budget per account, the colouring's prints among them", async () => {
    const { headers, mandala } = await ownerWithMandala(ctx);
    const image = (file: string) =>
      ctx.app.inject({ method: "GET", url: `/api/mandalas/${mandala.id}/${file}`, headers });
    expect((await image("image.svg")).statusCode).toBe(200);
    expect((await image("image.jpg")).statusCode).toBe(200);
    const refused = await pdf(ctx, mandala.id, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^Too many requests in a row. Please wait \d+ s and try again$/);
    // A colouring's print counts in the same budget.
    expect((await image("colouring/print.pdf")).statusCode).toBe(429);
    // Another account's download is its own.
    const other = await ownerWithMandala(ctx);
    expect((await pdf(ctx, other.mandala.id, other.headers)).statusCode).toBe(200);
  });
});

describe("a payment's confirmation", () => {
  const ctx = useAuthApp(() => ({ EXPORTS_PER_MINUTE: "2" }));

  it("is a PDF drawn on request: it counts in the account's download budget", async () => {
    const { user, headers } = await signedInUser(ctx);
    const set = await createLearningSet(ctx.database.db, {});
    const purchase = await createPurchase(ctx.database.db, {
      learningSetId: set.id,
      email: user.email,
      userId: user.id,
    });
    const confirmation = () =>
      ctx.app.inject({ method: "GET", url: `/api/payments/${purchase.paymentId}/confirmation.pdf`, headers });
    expect((await confirmation()).statusCode).toBe(200);
    expect((await confirmation()).statusCode).toBe(200);
    const refused = await confirmation();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error).toMatch(/^Слишком много запросов подряд. Подождите \d+ с/);
  });
});

describe("pictures of share links", () => {
  const ctx = useAuthApp(() => ({ EXPORTS_PER_MINUTE: "3" }));

  it("count in their owner's budget when drawn anew; an unchanged picture stays free", async () => {
    const { headers, mandala, values } = await colouringOwner(ctx);
    const made = await ctx.app.inject({
      method: "POST",
      url: `/api/mandalas/${mandala.id}/shares`,
      headers,
      payload: { coloured: true },
    });
    const { token } = made.json() as { token: string };
    // Each new colouring makes the shared picture a new one, drawn on request.
    const recolour = async (n: number) => {
      const saved = await ctx.app.inject({
        method: "PUT",
        url: `/api/mandalas/${mandala.id}/colouring`,
        headers,
        payload: { fills: colouredFirst(values, n) },
      });
      expect(saved.statusCode).toBe(200);
    };
    const picture = (file = "image.png", lang = "ru") =>
      ctx.app.inject({
        method: "GET",
        url: `/api/shares/${token}/${file}`,
        headers: { "accept-language": lang },
      });
    for (let n = 1; n <= 3; n++) {
      await recolour(n);
      expect((await picture()).statusCode).toBe(200);
    }
    // Asked again unchanged, the picture is the one already drawn: free, past the budget too.
    expect((await picture()).statusCode).toBe(200);
    await recolour(4);
    const refused = await picture("image.png", "en");
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: "work.budgetSpent" });
    expect(refused.json().error).toMatch(/^Too many requests in a row. Please wait \d+ s and try again$/);
    // The card is drawn too: refused alike, in Russian for a Russian reader.
    const card = await picture("card.jpg");
    expect(card.statusCode).toBe(429);
    expect(card.json().error).toMatch(/^Слишком много запросов подряд. Подождите \d+ с/);
    // The owner's downloads share the budget.
    const download = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.jpg`,
      headers,
    });
    expect(download.statusCode).toBe(429);
    // Another account's share pictures are its own.
    const other = await colouringOwner(ctx);
    const theirs = await ctx.app.inject({
      method: "POST",
      url: `/api/mandalas/${other.mandala.id}/shares`,
      headers: other.headers,
      payload: {},
    });
    const shared = await ctx.app.inject({
      method: "GET",
      url: `/api/shares/${theirs.json().token}/card.jpg`,
    });
    expect(shared.statusCode).toBe(200);
  });

  it("cards asked again unchanged are free", async () => {
    const { headers, mandala } = await colouringOwner(ctx);
    const made = await ctx.app.inject({
      method: "POST",
      url: `/api/mandalas/${mandala.id}/shares`,
      headers,
      payload: {},
    });
    const url = `/api/shares/${made.json().token}/card.jpg`;
    const answers = [];
    for (let n = 0; n < 6; n++) answers.push((await ctx.app.inject({ method: "GET", url })).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 200]);
  });
});

describe("downloads prepared by an instance", () => {
  const ctx = useAuthApp(() => ({ EXPORTS_QUEUED: "1" }));

  it("are two at a time with one more in line; beyond it 503 with Retry-After, not a pile", async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, () => ownerWithMandala(ctx)));
    const answers = await Promise.all(owners.map(({ mandala, headers }) => pdf(ctx, mandala.id, headers)));
    const statuses = answers.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 503, 503, 503]);
    for (const response of answers.filter((answer) => answer.statusCode === 503)) {
      expect(response.headers["retry-after"]).toBe("10");
      expect(response.json()).toMatchObject({
        code: "work.queueFull",
        error: "The server is preparing many files right now. Please try again in 10 s",
      });
    }
    for (const response of answers.filter((answer) => answer.statusCode === 200))
      expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // The line has emptied: the next download is prepared.
    const [first] = owners;
    expect((await pdf(ctx, first?.mandala.id ?? 0, first?.headers ?? {})).statusCode).toBe(200);
  });
});
