import type { TSetMandala } from "@mandala/contract";
import { DEMO_DEFAULTS } from "@mandala/engine";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/auth.ts";
import {
  createLearningSet,
  createPlan,
  createPurchase,
  createQuota,
  createSubscription,
} from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { purchases } from "../../db/schema.ts";
import { localPath, useMailingApp } from "../billing/billing.test-support.ts";

const DEMO = {
  phrase: DEMO_DEFAULTS.phrase,
  shape: DEMO_DEFAULTS.shape,
  first_method: DEMO_DEFAULTS.firstMethod,
  additional_method: DEMO_DEFAULTS.additionalMethod,
  pattern_length: "7",
  palette: "9",
};
type Query = Record<string, string>;
const colourUrl = (query: Query) => `/draw/api/v1/free/colour/?${new URLSearchParams(query)}`;

/** The query of a set's mandala, as the set's colouring page links to it. */
function setQuery(mandala: TSetMandala, extra: Query): Query {
  return {
    phrase: mandala.phrase,
    shape: mandala.shape,
    first_method: mandala.first_method,
    additional_method: mandala.additional_method,
    pattern_length: String(mandala.pattern_length),
    palette: String(mandala.palette),
    ...(mandala.sector_length === null ? {} : { sector_length: String(mandala.sector_length) }),
    ...extra,
  };
}

describe("who may colour a mandala that is not saved (/colour)", () => {
  const { ctx, fakes } = useMailingApp();
  const db = () => ctx.database.db;

  async function subscriber(tier: "basic" | "advanced") {
    const signedIn = await signedInUser(ctx);
    const plan = await createPlan(db(), {
      tier,
      palettes: tier === "basic" ? [9] : [9, 12, 13],
      advancedShapesAndMethods: tier !== "basic",
    });
    await createSubscription(db(), { userId: signedIn.user.id, planId: plan.id });
    await createQuota(db(), { userId: signedIn.user.id });
    return signedIn;
  }

  async function get(query: Query, headers: Record<string, string> = {}) {
    return ctx.app.inject({ method: "GET", url: colourUrl(query), headers });
  }

  it("opens the demo's own mandala to a visitor, in each palette and pattern length the demo offers", async () => {
    for (const [palette, length] of [
      ["9", "7"],
      ["12", "1"],
      ["13", "3"],
    ] as const) {
      const response = await get({ ...DEMO, palette, pattern_length: length });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        phrase: DEMO_DEFAULTS.phrase,
        shape: "demoshape",
        first_method: "6",
        additional_method: "6",
        pattern_length: Number(length),
        sector_length: null,
        palette: Number(palette),
        granted_by: "demo",
      });
    }
  });

  it("refuses a visitor a phrase of their own, another shape or method, in the request's language", async () => {
    const changes: Query[] = [
      { phrase: "Я люблю утро" },
      { shape: "eight_diamond" },
      { shape: "stern" },
      { first_method: "1" },
      { sector_length: "8" },
    ];
    for (const change of changes) {
      const refused = await get({ ...DEMO, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(403);
      expect(refused.json()).toMatchObject({
        code: "colouring.demoOnly",
        error:
          "Без тарифа можно раскрасить только мандалу из демо. Свою фразу, другие фигуры и методы открывают тарифы",
      });
    }
    const english = await get({ ...DEMO, phrase: "Я люблю утро", lang: "en" });
    expect(english.json().error).toBe(
      "Without a plan you can colour only the demo's mandala. Your own phrase and the other shapes and methods come with a plan",
    );
    // A signed-in user without a live subscription is a visitor here.
    const { headers } = await signedInUser(ctx);
    expect((await get({ ...DEMO, phrase: "Я люблю утро" }, headers)).json().code).toBe("colouring.demoOnly");
    expect((await get(DEMO, headers)).statusCode).toBe(200);
  });

  it("answers a mandala that cannot be drawn with a 400 that says why", async () => {
    const bad = await get({ ...DEMO, pattern_length: "99", palette: "10" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("draw.invalid");
    expect(bad.json().error).toContain("палитра должна быть одной из");
  });

  it("opens to a subscriber what their plan covers and refuses the rest", async () => {
    const basic = await subscriber("basic");
    const own = { ...DEMO, phrase: "Я люблю утро", shape: "eight_diamond" };
    const allowed = await get(own, basic.headers);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({
      phrase: "Я люблю утро",
      shape: "eight_diamond",
      granted_by: "plan",
    });
    for (const beyond of [{ palette: "13" }, { shape: "stern" }]) {
      const refused = await get({ ...own, ...beyond }, basic.headers);
      expect(refused.statusCode, JSON.stringify(beyond)).toBe(403);
      expect(refused.json().code).toBe("billing.notInPlan");
    }

    const advanced = await subscriber("advanced");
    const rose = await get({ ...own, shape: "stern", palette: "13" }, advanced.headers);
    expect(rose.statusCode, rose.body).toBe(200);
    expect(rose.json().granted_by).toBe("plan");
  });

  it("opens a set's mandalas to the holder of its e-mailed link and to its signed-in owner, and nothing else", async () => {
    const set = await createLearningSet(db(), {
      slug: "garmoniya",
      intentions: [{ phrase: "Я спокойна и уверена" }, { phrase: "В моей жизни гармония", shape: "stern" }],
    });
    const owner = await signedInUser(ctx, { email: "owner@example.com" });
    await createPurchase(db(), { learningSetId: set.id, email: "owner@example.com", userId: owner.user.id });
    // Bought with only an e-mail in the sandbox: the link is the purchase e-mail's.
    const seen = fakes.smtp.messages.length;
    const bought = await ctx.app.inject({
      method: "POST",
      url: `/draw/api/v1/free/learningsets/purchase/${set.slug}/`,
      payload: { email: "buyer@example.com", personal_data_consent: true },
    });
    await ctx.app.inject({ method: "POST", url: `${localPath(bought.json().payment_link)}/pay` });
    const text = mailText((await fakes.smtp.nextMessage(seen)).data);
    const link = /\/nabory\/garmoniya\/raskrasit\?link=([A-Za-z0-9_-]+)/.exec(text)?.[1] as string;
    expect(link, text).toBeDefined();
    const mandalas: TSetMandala[] = (
      await ctx.app.inject({ method: "GET", url: `/api/set-links/${link}` })
    ).json().mandalas;
    const [first, advanced] = mandalas as [TSetMandala, TSetMandala];

    for (const mandala of [first, advanced]) {
      const byLink = await get(setQuery(mandala, { set: "garmoniya", link }));
      expect(byLink.statusCode, byLink.body).toBe(200);
      expect(byLink.json()).toMatchObject({ phrase: mandala.phrase, granted_by: "set" });
      const byOwner = await get(setQuery(mandala, { set: "garmoniya" }), owner.headers);
      expect(byOwner.statusCode, byOwner.body).toBe(200);
    }

    const notInSet = await get(setQuery({ ...first, phrase: "Я люблю утро" }, { set: "garmoniya", link }));
    expect(notInSet.statusCode).toBe(403);
    expect(notInSet.json().error).toBe("Этой мандалы нет в наборе, который открывает ваша ссылка");
    const otherLength = await get(
      setQuery({ ...first, pattern_length: first.pattern_length + 1 }, { set: "garmoniya", link }),
    );
    expect(otherLength.json().code).toBe("colouring.notInSet");

    const wrongLink = await get(setQuery(first, { set: "garmoniya", link: "A".repeat(43) }));
    expect(wrongLink.statusCode).toBe(404);
    const otherSet = await createLearningSet(db(), { slug: "drugoi" });
    expect((await get(setQuery(first, { set: otherSet.slug, link }))).statusCode).toBe(404);
    expect((await get(setQuery(first, { set: "garmoniya" }))).statusCode).toBe(401);
    const stranger = await signedInUser(ctx);
    expect((await get(setQuery(first, { set: "garmoniya" }), stranger.headers)).statusCode).toBe(403);

    await db()
      .update(purchases)
      .set({ refundedAt: new Date() })
      .where(eq(purchases.email, "buyer@example.com"));
    const refunded = await get(setQuery(first, { set: "garmoniya", link }));
    expect(refunded.statusCode).toBe(410);
    expect(refunded.json().code).toBe("catalogue.purchaseRefunded");
  }, 60_000);
});
