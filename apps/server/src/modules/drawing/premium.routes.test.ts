import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { RELAXED_LIMITS, signedInUser, useAuthApp } from "../../../test/auth.ts";
import { createPlan, createQuota, createSubscription } from "../../../test/factories.ts";
import { drawingQuotas, plans, savedMandalas } from "../../db/schema.ts";
import { createRenderer, type Renderer } from "../../render/renderer.ts";

const QUERY = {
  q: "Я счастлива и любима",
  patternLength: "5",
  palette_id: "9",
  first_method: "6",
  additional_method: "6",
  colorize: "1",
  size: "300",
};
const drawUrl = (shape: string, overrides: Record<string, string> = {}) =>
  `/draw/api/v1/premium/shape/${shape}?${new URLSearchParams({ ...QUERY, ...overrides })}`;

/** A signed-in subscriber of a plan of `tier` with `remaining` drawings left. */
async function subscribe(ctx: ReturnType<typeof useAuthApp>, tier: "basic" | "advanced", remaining = 5) {
  const { user, headers } = await signedInUser(ctx);
  const plan = await createPlan(ctx.database.db, {
    tier,
    palettes: tier === "basic" ? [9] : [9, 12, 13],
    advancedShapesAndMethods: tier !== "basic",
  });
  await createSubscription(ctx.database.db, { userId: user.id, planId: plan.id });
  await createQuota(ctx.database.db, { userId: user.id, allowed: 10, used: 10 - remaining });
  return { user, headers, plan };
}

describe("premium drawing calls", () => {
  // Relaxed sign-in limits: every test signs a subscriber in.
  const ctx = useAuthApp();
  const subscriber = (tier: "basic" | "advanced", remaining = 5) => subscribe(ctx, tier, remaining);

  async function used(userId: number) {
    const [row] = await ctx.database.db.select().from(drawingQuotas).where(eq(drawingQuotas.userId, userId));
    return row?.used;
  }

  it("needs a signed-in user, then an active subscription", async () => {
    expect((await ctx.app.inject({ method: "GET", url: drawUrl("demoshape") })).statusCode).toBe(401);
    const { headers } = await signedInUser(ctx);
    const refused = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape"), headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("draw.subscriptionRequired");
    const common = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/premium/commondata/", headers });
    expect(common.statusCode).toBe(403);
  });

  it("offers a Basic subscriber only the basic shapes, methods and the 9-colour palette", async () => {
    const { headers } = await subscriber("basic");
    const common = (
      await ctx.app.inject({ method: "GET", url: "/draw/api/v1/premium/commondata/", headers })
    ).json();
    expect(common.shapes.every((shape: { tier: string }) => shape.tier === "basic")).toBe(true);
    expect(common.methods).toHaveLength(10);
    expect(Object.keys(common.palettes)).toEqual(["9"]);
    expect(common.remaining_drawings).toBe(5);
    const rose = await ctx.app.inject({
      method: "GET",
      url: `/draw/api/v1/premium/shapesdata/?shape=rose&q=${encodeURIComponent("Я счастлива")}`,
      headers,
    });
    expect(rose.statusCode).toBe(403);
  });

  it("refuses a crafted request beyond the tier: 13 colours, an advanced shape or method", async () => {
    const { headers } = await subscriber("basic");
    for (const url of [
      drawUrl("demoshape", { palette_id: "13" }),
      drawUrl("rose"),
      drawUrl("demoshape", { first_method: "9" }),
    ]) {
      const response = await ctx.app.inject({ method: "GET", url: `${url}&watermarked=false`, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe("billing.notInPlan");
    }
  });

  it("refuses a preview as a drawing: subscription, query, tier", async () => {
    const preview = (headers: Record<string, string>, overrides: Record<string, string> = {}) =>
      ctx.app.inject({ method: "GET", url: drawUrl("demoshape", overrides), headers });
    const invalid = { first_method: "99" };
    const { headers: visitor } = await signedInUser(ctx);
    const unsubscribed = await preview(visitor, invalid);
    expect(unsubscribed.statusCode).toBe(403);
    expect(unsubscribed.json().code).toBe("draw.subscriptionRequired");
    expect((await preview(visitor)).json().code).toBe("draw.subscriptionRequired");

    const { headers } = await subscriber("basic");
    const badQuery = await preview(headers, invalid);
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().code).toBe("draw.invalid");
    const beyondTier: Record<string, string>[] = [{ palette_id: "13" }, { first_method: "9" }];
    for (const overrides of beyondTier) {
      const beyond = await preview(headers, overrides);
      expect(beyond.statusCode).toBe(403);
      expect(beyond.json()).not.toHaveProperty("pic");
      expect(beyond.json().code).toBe("billing.notInPlan");
    }
    const beyondShape = await ctx.app.inject({ method: "GET", url: drawUrl("rose"), headers });
    expect(beyondShape.statusCode).toBe(403);
    expect((await preview(headers)).statusCode).toBe(200);
  });

  it("lets an Advanced subscriber draw every shape with 13 colours", async () => {
    const { headers } = await subscriber("advanced");
    const response = await ctx.app.inject({
      method: "GET",
      url: drawUrl("rose", { palette_id: "13" }),
      headers,
    });
    expect(response.statusCode).toBe(200);
  });

  it("takes a plan's rights from its data: changing them in the database changes the card and the builder", async () => {
    const { headers, plan } = await subscriber("advanced");
    const draw13 = () =>
      ctx.app.inject({ method: "GET", url: drawUrl("rose", { palette_id: "13" }), headers });
    const card = async () =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/draw/api/v1/free/plans/",
          headers: { "accept-language": "ru" },
        })
      )
        .json()
        .find((candidate: { id: number }) => candidate.id === plan.id);
    expect((await draw13()).statusCode).toBe(200);
    expect((await card()).features.slice(0, 2)).toEqual([
      "Палитры на 9, 12 и 13 цветов",
      "8 фигур и 12 методов, включая продвинутые",
    ]);

    await ctx.database.db
      .update(plans)
      .set({ palettes: [9, 12], advancedShapesAndMethods: false })
      .where(eq(plans.id, plan.id));
    const refused = await draw13();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("billing.notInPlan");
    expect((await card()).features.slice(0, 2)).toEqual([
      "Палитры на 9 и 12 цветов",
      "4 фигуры и 10 методов",
    ]);
    const twelve = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { palette_id: "12" }),
      headers,
    });
    expect(twelve.statusCode).toBe(200);
  });

  it("draws previews for free and spends exactly one for a real drawing, which it saves", async () => {
    const { user, headers } = await subscriber("basic", 5);
    const preview = await ctx.app.inject({ method: "GET", url: drawUrl("eight_diamond"), headers });
    expect(preview.json()).toMatchObject({ remaining_drawings: 5, mandala_id: null });
    expect(await used(user.id)).toBe(5);

    const real = await ctx.app.inject({
      method: "GET",
      url: drawUrl("eight_diamond", { watermarked: "false", first_method: "8", sector_length: "12" }),
      headers,
    });
    expect(real.statusCode).toBe(200);
    const body = real.json();
    expect(body.remaining_drawings).toBe(4);
    expect(body.pattern).toHaveLength(5);
    expect(await used(user.id)).toBe(6);
    const [saved] = await ctx.database.db
      .select()
      .from(savedMandalas)
      .where(eq(savedMandalas.userId, user.id));
    expect(saved).toMatchObject({
      id: body.mandala_id,
      shape: "eight_diamond",
      sectorLength: 12,
      firstMethod: "8",
    });
  });

  it("answers 402 when the quota is exhausted, spending and saving nothing", async () => {
    const { user, headers } = await subscriber("basic", 0);
    const response = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { watermarked: "false" }),
      headers,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe("draw.quotaExhausted");
    expect(await used(user.id)).toBe(10);
    expect(await ctx.database.db.select().from(savedMandalas)).toEqual([]);
  });

  it("spends nothing for bad input", async () => {
    const { user, headers } = await subscriber("basic", 3);
    const response = await ctx.app.inject({
      method: "GET",
      url: drawUrl("eight_diamond", { watermarked: "false", sector_length: "17" }),
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(await used(user.id)).toBe(7);
  });

  it("never overspends under concurrent real drawings", async () => {
    const { user, headers } = await subscriber("basic", 3);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.app.inject({
          method: "GET",
          url: drawUrl("demoshape", { watermarked: "false", size: "200", again: "1" }),
          headers,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(9);
    expect(await used(user.id)).toBe(10);
    expect(await ctx.database.db.select().from(savedMandalas)).toHaveLength(3);
  });

  it("refuses to charge again for a drawing the user keeps, naming the saved one, unless asked to draw again", async () => {
    const { user, headers } = await subscriber("basic", 5);
    const real = (overrides: Record<string, string> = {}) =>
      ctx.app.inject({
        method: "GET",
        url: drawUrl("demoshape", { watermarked: "false", size: "200", ...overrides }),
        headers,
      });
    const first = await real();
    expect(first.statusCode).toBe(200);
    const savedId = first.json().mandala_id;

    const twice = await real();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: "draw.duplicate", mandala_id: savedId });
    expect(twice.json().error).toMatch(/^Такая мандала у вас уже есть/);
    expect(await used(user.id)).toBe(6);

    const english = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { watermarked: "false", size: "200" }),
      headers: { ...headers, "accept-language": "en" },
    });
    expect(english.json().error).toMatch(/^You already have this mandala/);

    // Another setting is another drawing; a preview is always free; "again" draws and charges.
    expect((await real({ patternLength: "4" })).statusCode).toBe(200);
    expect((await real({ watermarked: "true" })).statusCode).toBe(200);
    const again = await real({ again: "1" });
    expect(again.statusCode).toBe(200);
    expect(again.json().mandala_id).not.toBe(savedId);
    expect(await used(user.id)).toBe(8);

    // Another user's identical drawing is not theirs.
    const other = await subscriber("basic", 5);
    const theirs = await ctx.app.inject({
      method: "GET",
      url: drawUrl("demoshape", { watermarked: "false", size: "200" }),
      headers: other.headers,
    });
    expect(theirs.statusCode).toBe(200);
  });
});

describe("rights before rendering", () => {
  // The app's renderer, counting the drawings asked of it.
  const pool = createRenderer({ threads: 1, cacheEntries: 0 });
  afterAll(() => pool.close());
  const asked: string[] = [];
  const counting: Renderer = {
    ...pool,
    render: (request) => {
      asked.push(request.shape);
      return pool.render(request);
    },
    close: async () => {},
  };
  const ctx = useTestApp({}, RELAXED_LIMITS, counting);

  it("asks the renderer for nothing a subscriber's rights refuse, preview or real drawing", async () => {
    const { headers: visitor } = await signedInUser(ctx);
    const unsubscribed = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape"), headers: visitor });
    expect(unsubscribed.json().code).toBe("draw.subscriptionRequired");

    const { headers } = await subscribe(ctx, "basic");
    for (const url of [drawUrl("rose"), drawUrl("demoshape", { palette_id: "13", watermarked: "false" })]) {
      const refused = await ctx.app.inject({ method: "GET", url, headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe("billing.notInPlan");
    }
    expect(asked).toEqual([]);

    const allowed = await ctx.app.inject({ method: "GET", url: drawUrl("demoshape"), headers });
    expect(allowed.statusCode).toBe(200);
    expect(asked).toEqual(["demoshape"]);
  });
});
