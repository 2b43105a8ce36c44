import { computeMandala } from "@mandala/engine";
import { loadImage } from "@napi-rs/canvas";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearer, signIn } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { digitsLayout, MIN_CELL_MM } from "../../render/pdf-digits.ts";
import { insertMandala } from "./mandalas.repository.ts";
import { saveDrawing } from "./mandalas.service.ts";
import { ownerWithMandala, STAR_PARAMS, STAR_SETTINGS } from "./mandalas.test-support.ts";

describe("saved mandalas", () => {
  const ctx = useTestApp();

  const owner = () => ownerWithMandala(ctx);

  it("lists, opens and deletes the user's drawings", async () => {
    const { headers, mandala } = await owner();
    const list = await ctx.app.inject({ method: "GET", url: "/api/mandalas/", headers });
    expect(list.json().results).toEqual([
      expect.objectContaining({
        id: mandala.id,
        phrase: "Я счастлива и любима",
        shape: "eight_diamond",
        sector_length: 6,
      }),
    ]);
    const one = await ctx.app.inject({ method: "GET", url: `/api/mandalas/${mandala.id}`, headers });
    expect(one.json().pattern).toEqual([8, 9, 9, 2, 5]);
    const deleted = await ctx.app.inject({ method: "DELETE", url: `/api/mandalas/${mandala.id}`, headers });
    expect(deleted.statusCode).toBe(204);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/mandalas/${mandala.id}`, headers })).statusCode,
    ).toBe(404);
  });

  it("never shows or deletes another user's drawing", async () => {
    const { mandala } = await owner();
    const stranger = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, stranger.username, stranger.password);
    const headers = bearer(access);
    expect((await ctx.app.inject({ method: "GET", url: "/api/mandalas/", headers })).json().results).toEqual(
      [],
    );
    for (const [method, url] of [
      ["GET", `/api/mandalas/${mandala.id}`],
      ["DELETE", `/api/mandalas/${mandala.id}`],
      ["GET", `/api/mandalas/${mandala.id}/image.png`],
    ] as const) {
      expect((await ctx.app.inject({ method, url, headers })).statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("needs a signed-in user", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/mandalas/" })).statusCode).toBe(401);
  });

  it("downloads JPEG, PNG and SVG pictures in every view", async () => {
    const { headers, mandala } = await owner();
    const jpeg = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.jpg?size=400`,
      headers,
    });
    expect(jpeg.headers["content-type"]).toBe("image/jpeg");
    expect((await loadImage(jpeg.rawPayload)).width).toBe(400);
    const png = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.png?view=dots&filter=1,2&num_to_dot=1&size=300`,
      headers,
    });
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.subarray(1, 4).toString()).toBe("PNG");
    const svg = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.svg?view=digits`,
      headers,
    });
    expect(svg.body).toMatch(/^<svg /);
    expect(svg.body).toContain("<title>Мандала: ");
    expect(svg.body).toContain(", шаблон с цифрами</title>");
    const svgEn = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.svg?view=dots`,
      headers: { ...headers, "accept-language": "en" },
    });
    expect(svgEn.body).toMatch(/<title>Mandala: [a-z ]+, dots template<\/title>/);
    const bad = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.gif`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("prints an A4 PDF: a page per view, then one per number", async () => {
    const { headers, mandala } = await owner();
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/print.pdf?views=colorized,digits,dots&numbers=3,1`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(5);
    // Every page is drawn as vectors: no picture in it (they made it seconds long and megabytes large).
    const isImage = (object: unknown) =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image");
    expect(pdf.context.enumerateIndirectObjects().filter(([, object]) => isImage(object))).toEqual([]);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(pdf.getTitle()).toBe("Я счастлива и любима");
  });

  it("prints the digits template with cells of at least 5 mm, over several sheets when needed", async () => {
    const { headers, mandala } = await owner();
    const params = { ...STAR_PARAMS, phrase: mandala.phrase, sectorLength: 10 };
    const large = await insertMandala(ctx.database.db, {
      ...params,
      userId: mandala.userId,
      pattern: STAR_SETTINGS.pattern,
    });
    const response = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${large.id}/print.pdf?views=digits`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const layout = digitsLayout(computeMandala(params), params);
    expect(layout.minCellMm).toBeGreaterThanOrEqual(MIN_CELL_MM);
    expect(layout.columns * layout.rows).toBeGreaterThan(1);
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(layout.columns * layout.rows);
  });

  it("keeps the view a mandala was drawn in: listed with it, its files in it unless another is asked", async () => {
    const { user, headers } = await owner();
    const params = { ...STAR_PARAMS, phrase: "Мой дом полон света" };
    const { mandala } = await saveDrawing(ctx.database.db, { userId: user.id, params, view: "digits" });
    expect(mandala.view).toBe("digits");
    const listed = (await ctx.app.inject({ method: "GET", url: "/api/mandalas/", headers })).json();
    expect(listed.results.map((row: { view: string }) => row.view)).toEqual(["digits", "colorized"]);
    const svg = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.svg`,
      headers,
    });
    expect(svg.body).toContain(", шаблон с цифрами</title>");
    const asked = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/image.svg?view=colorized`,
      headers: { ...headers, "accept-language": "en" },
    });
    expect(asked.body).toMatch(/<title>Mandala: [a-z ]+, coloured<\/title>/);
  });

  it("saves a drawing once: the identical one kept is found in any view, `again` saves another", async () => {
    const user = await createUser(ctx.database.db);
    const db = ctx.database.db;
    const drawing = {
      userId: user.id,
      params: { ...STAR_PARAMS, phrase: "Я нахожу радость" },
      view: "dots" as const,
    };
    const first = await saveDrawing(db, drawing);
    expect(first.isNew).toBe(true);
    expect(first.mandala.pattern).toEqual(computeMandala(drawing.params).code);
    const same = await saveDrawing(db, drawing);
    expect(same).toEqual({ mandala: first.mandala, isNew: false });
    // Another view of the same mandala is the same drawing (its files come in any view).
    expect(await saveDrawing(db, { ...drawing, view: "colorized" })).toEqual(same);
    const otherSettings = await saveDrawing(db, { ...drawing, params: { ...drawing.params, palette: 12 } });
    expect(otherSettings.isNew).toBe(true);
    const again = await saveDrawing(db, drawing, { again: true });
    expect(again.isNew).toBe(true);
    expect(again.mandala.id).not.toBe(first.mandala.id);
    // The newest identical one is the one found from now on.
    expect((await saveDrawing(db, drawing)).mandala.id).toBe(again.mandala.id);
  });

  it("refuses a print with nothing on it and a malformed number list", async () => {
    const { headers, mandala } = await owner();
    const empty = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/print.pdf?views=`,
      headers,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe("mandalas.noPages");
    const bad = await ctx.app.inject({
      method: "GET",
      url: `/api/mandalas/${mandala.id}/print.pdf?numbers=1,,x`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("pages the drawings newest first and searches the phrases in any case, ё as е, wildcards taken literally", async () => {
    const { user, headers, mandala } = await owner();
    const phrases = [
      "Я здорова",
      "я СЧАСТЛИВА всегда",
      "100% успех",
      "дом_у_моря",
      "Дом у моря",
      "Ёлка до неба",
    ];
    const made = [mandala];
    for (const phrase of phrases) {
      made.push(await insertMandala(ctx.database.db, { ...STAR_SETTINGS, userId: user.id, phrase }));
    }
    const newestFirst = made.map((row) => row.id).reverse();

    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const url: string = `/api/mandalas/?limit=4${cursor ? `&cursor=${cursor}` : ""}`;
      const page = (await ctx.app.inject({ method: "GET", url, headers })).json();
      expect(page.results.length).toBeLessThanOrEqual(4);
      seen.push(...page.results.map((row: { id: number }) => row.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual(newestFirst);

    const search = async (q: string) =>
      (await ctx.app.inject({ method: "GET", url: `/api/mandalas/?q=${encodeURIComponent(q)}`, headers }))
        .json()
        .results.map((row: { phrase: string }) => row.phrase);
    expect(await search("счастлива")).toEqual(["я СЧАСТЛИВА всегда", "Я счастлива и любима"]);
    expect(await search("%")).toEqual(["100% успех"]);
    expect(await search("_")).toEqual(["дом_у_моря"]);
    expect(await search("дом у")).toEqual(["Дом у моря"]);
    expect(await search("нет такого")).toEqual([]);
    expect(await search("  здоров  ")).toEqual(["Я здорова"]);
    expect(await search("елка")).toEqual(["Ёлка до неба"]);
    expect(await search("ЁЛКА ДО")).toEqual(["Ёлка до неба"]);

    for (const bad of ["limit=0", "limit=101", "limit=x", "cursor=-1", `q=${"я".repeat(201)}`]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/mandalas/?${bad}`, headers });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
