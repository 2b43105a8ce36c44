import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { signedInUser } from "../../../test/auth.ts";
import { createPlan, createQuota, createSubscription, createUser } from "../../../test/factories.ts";
import { drawingQuotas, savedMandalas } from "../../db/schema.ts";
import { createRenderer, type Renderer } from "../../render/renderer.ts";
import { spendDrawing } from "../plans/index.ts";
import { parseDrawQuery } from "./draw-query.ts";
import { createDrawingService } from "./drawing.service.ts";
import { createRealDrawingService } from "./real-drawing.service.ts";
import { DEMO_RIGHTS } from "./rights.ts";

/** The pool's renderer, made to fail while `failing` is set (as a crashed worker would). */
const pool = createRenderer({ threads: 1, cacheEntries: 0 });
let failing = false;
const flakyRenderer: Renderer = {
  ...pool,
  render: (request) =>
    failing ? Promise.reject(new Error("the render worker crashed")) : pool.render(request),
};
afterAll(() => pool.close());

const QUERY = {
  q: "Я счастлива",
  patternLength: "5",
  palette_id: "9",
  first_method: "6",
  additional_method: "6",
  size: "200",
};
const realUrl = `/draw/api/v1/premium/shape/demoshape?${new URLSearchParams({ ...QUERY, watermarked: "false" })}`;

describe("a real drawing whose picture fails", () => {
  const ctx = useTestApp({}, undefined, flakyRenderer);

  async function used(userId: number) {
    const [row] = await ctx.database.db.select().from(drawingQuotas).where(eq(drawingQuotas.userId, userId));
    return row?.used;
  }

  it("stays saved and paid for, and is drawn again from My mandalas at no further cost", async () => {
    const { user, headers } = await signedInUser(ctx);
    const plan = await createPlan(ctx.database.db, { tier: "basic", palettes: [9] });
    await createSubscription(ctx.database.db, { userId: user.id, planId: plan.id });
    await createQuota(ctx.database.db, { userId: user.id, allowed: 10, used: 4 });

    failing = true;
    const failed = await ctx.app.inject({ method: "GET", url: realUrl, headers });
    failing = false;
    expect(failed.statusCode).toBe(503);
    const body = failed.json();
    expect(body.code).toBe("draw.savedNotRendered");
    expect(body.error).toMatch(/^Мандала сохранена в «Моих мандалах»/);
    expect(await used(user.id)).toBe(5);
    const saved = await ctx.database.db.select().from(savedMandalas).where(eq(savedMandalas.userId, user.id));
    expect(saved.map((row) => row.id)).toEqual([body.mandala_id]);

    const picture = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${body.mandala_id}/image.jpg?size=200`,
      headers,
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/jpeg");
    expect(await used(user.id)).toBe(5);
  });

  it("spends nothing when the drawing cannot be saved: spending and saving are one transaction", async () => {
    const payer = await createUser(ctx.database.db);
    const plan = await createPlan(ctx.database.db, { tier: "basic", palettes: [9] });
    await createSubscription(ctx.database.db, { userId: payer.id, planId: plan.id });
    await createQuota(ctx.database.db, { userId: payer.id, allowed: 10, used: 4 });
    // Spends from the payer's balance, then saves for a user who does not exist: the insert fails.
    const service = createRealDrawingService({
      db: ctx.database.db,
      drawing: createDrawingService({ renderer: flakyRenderer }),
      entitlements: {
        allowanceForUser: async () => ({ rights: DEMO_RIGHTS, remaining: 0 }),
        spendDrawing: (db) => spendDrawing(db, payer.id),
      },
    });
    const input = parseDrawQuery({ ...QUERY, patternLength: 5, palette_id: 9, size: 200 }, "ru", "demoshape");
    const log = { error: () => {} };
    await expect(
      service.draw({ userId: payer.id + 1000, rights: DEMO_RIGHTS, input, again: true }, log),
    ).rejects.toThrow();
    expect(await used(payer.id)).toBe(4);
    expect(await ctx.database.db.select().from(savedMandalas)).toEqual([]);
  });
});
