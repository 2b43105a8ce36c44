import { describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/auth.ts";
import { createLearningSet, createPurchase } from "../../../test/factories.ts";
import { mailText } from "../../../test/fakes/smtp-server.ts";
import { useMailingApp } from "../billing/billing.test-support.ts";
import { startSetPurchase } from "./catalogue.test-support.ts";

const FREE = "/draw/api/v1/free";
const INTENTIONS = [
  { phrase: "Я спокойна и уверена" },
  { phrase: "В моей жизни гармония", shape: "eight_diamond", patternLength: 5 },
];

describe("a bought set's mandalas, to colour them on screen", () => {
  const { ctx, fakes } = useMailingApp();
  const db = () => ctx.database.db;
  const seedSet = () =>
    createLearningSet(db(), { slug: "garmoniya", name: "Гармония", intentions: INTENTIONS });

  it("the purchase e-mail links to the set's colouring page, whose link opens the set's mandalas", async () => {
    const set = await seedSet();
    const seen = fakes.smtp.messages.length;
    const { checkout } = await startSetPurchase(ctx.app, set.slug, "buyer@example.com");
    await ctx.app.inject({ method: "POST", url: `${checkout}/pay` });
    const text = mailText((await fakes.smtp.nextMessage(seen)).data);
    expect(text).toContain("Раскрасить мандалы набора прямо на сайте:");
    const token = /\/nabory\/garmoniya\/raskrasit\?link=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token, text).toBeDefined();

    const mandalas = await ctx.app.inject({ method: "GET", url: `/api/set-links/${token}?lang=en` });
    expect(mandalas.statusCode, mandalas.body).toBe(200);
    expect(mandalas.json()).toMatchObject({
      slug: "garmoniya",
      name: "Гармония",
      mandalas: [
        { index: 0, phrase: "Я спокойна и уверена", palette: 9 },
        { index: 1, phrase: "В моей жизни гармония", shape: "eight_diamond", pattern_length: 5 },
      ],
    });

    for (const wrong of ["x", "A".repeat(43), `${token?.slice(0, -1)}${token?.endsWith("B") ? "C" : "B"}`]) {
      const refused = await ctx.app.inject({ method: "GET", url: `/api/set-links/${wrong}` });
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json().error).toBe("Не удалось загрузить информацию о наборе");
    }
  }, 60_000);

  it("the signed-in owner colours a set's mandala as one of their own, kept once, without spending a drawing", async () => {
    const set = await seedSet();
    const owner = await signedInUser(ctx, { email: "owner@example.com" });
    await createPurchase(db(), { learningSetId: set.id, email: "owner@example.com", userId: owner.user.id });

    const list = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/${set.slug}/mandalas`,
      headers: owner.headers,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().mandalas).toHaveLength(2);

    const start = () =>
      ctx.app.inject({
        method: "POST",
        url: `${FREE}/learningsets/${set.slug}/mandalas/1/colouring`,
        headers: owner.headers,
      });
    const first = await start();
    expect(first.statusCode, first.body).toBe(200);
    const id = first.json().mandala_id as number;
    expect((await start()).json().mandala_id).toBe(id);

    const mine = await ctx.app.inject({ method: "GET", url: "/api/mandalas/", headers: owner.headers });
    expect(mine.json().results).toMatchObject([
      { id, phrase: "В моей жизни гармония", shape: "eight_diamond", pattern_length: 5, palette: 9 },
    ]);
    const progress = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${id}/colouring`,
      headers: owner.headers,
    });
    expect(progress.statusCode, progress.body).toBe(200);
    const fills = `1${"0".repeat(progress.json().total - 1)}`;
    const saved = await ctx.app.inject({
      method: "PUT",
      url: `/api/mandalas/${id}/colouring`,
      headers: owner.headers,
      payload: { fills },
    });
    expect(saved.json()).toMatchObject({ fills, coloured: 1 });

    const missing = await ctx.app.inject({
      method: "POST",
      url: `${FREE}/learningsets/${set.slug}/mandalas/2/colouring`,
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  }, 60_000);

  it("refuses the set's mandalas to anyone who did not buy it, and asks a visitor to sign in", async () => {
    const set = await seedSet();
    const other = await signedInUser(ctx);
    const urls = [
      ["GET", `${FREE}/learningsets/${set.slug}/mandalas`],
      ["POST", `${FREE}/learningsets/${set.slug}/mandalas/0/colouring`],
    ] as const;
    for (const [method, url] of urls) {
      const refused = await ctx.app.inject({ method, url, headers: other.headers });
      expect(refused.statusCode, url).toBe(403);
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401);
    }
    const unknown = await ctx.app.inject({
      method: "GET",
      url: `${FREE}/learningsets/nope/mandalas`,
      headers: other.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const mine = await ctx.app.inject({ method: "GET", url: "/api/mandalas/", headers: other.headers });
    expect(mine.json().results).toEqual([]);
  });
});
