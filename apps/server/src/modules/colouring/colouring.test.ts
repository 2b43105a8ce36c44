import { loadImage } from "@napi-rs/canvas";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearer, signIn } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { colouredFirst, ownerWithMandala } from "./colouring.test-support.ts";

describe("colouring a saved mandala", () => {
  const ctx = useTestApp();

  it("starts empty, keeps the colouring as it grows and gives it back on another device", async () => {
    const { headers, mandala, values } = await ownerWithMandala(ctx);
    const url = `/api/mandalas/${mandala.id}/colouring`;
    const empty = await ctx.app.inject({ method: "GET", url, headers });
    expect(empty.json()).toEqual({ fills: "", coloured: 0, total: values.length, updated_at: null });

    const fills = colouredFirst(values, 12);
    const saved = await ctx.app.inject({ method: "PUT", url, headers, payload: { fills } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fills, coloured: 12, total: values.length });

    // Another device: a new session of the same user.
    const again = await ctx.app.inject({ method: "GET", url, headers });
    expect(again.json()).toMatchObject({ fills, coloured: 12 });
    const more = colouredFirst(values, 40);
    await ctx.app.inject({ method: "PUT", url, headers, payload: { fills: more } });
    expect((await ctx.app.inject({ method: "GET", url, headers })).json().coloured).toBe(40);
  });

  it("refuses a colouring that does not fit the mandala, in the reader's language", async () => {
    const { headers, mandala, values } = await ownerWithMandala(ctx);
    const url = `/api/mandalas/${mandala.id}/colouring`;
    for (const fills of ["123", `${"0".repeat(values.length - 1)}d`, "x".repeat(values.length)]) {
      const reply = await ctx.app.inject({ method: "PUT", url, headers, payload: { fills } });
      expect(reply.statusCode, fills.slice(-3)).toBe(400);
    }
    const english = await ctx.app.inject({
      method: "PUT",
      url,
      headers: { ...headers, "accept-language": "en" },
      payload: { fills: "12" },
    });
    expect(english.json().error).toMatch(/does not fit/);
    const russian = await ctx.app.inject({ method: "PUT", url, headers, payload: { fills: "12" } });
    expect(russian.json().error).toMatch(/не подходит/);
    const missing = await ctx.app.inject({ method: "PUT", url, headers, payload: {} });
    expect(missing.statusCode).toBe(400);
  });

  it("never reads or writes another user's colouring", async () => {
    const { headers, mandala, values } = await ownerWithMandala(ctx);
    const url = `/api/mandalas/${mandala.id}/colouring`;
    await ctx.app.inject({ method: "PUT", url, headers, payload: { fills: colouredFirst(values, 5) } });
    const stranger = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, stranger.username, stranger.password);
    const theirs = bearer(access);
    expect((await ctx.app.inject({ method: "GET", url, headers: theirs })).statusCode).toBe(404);
    const write = await ctx.app.inject({
      method: "PUT",
      url,
      headers: theirs,
      payload: { fills: colouredFirst(values, 0) },
    });
    expect(write.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: `${url}/image.png`, headers: theirs })).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: "GET", url, headers })).json().coloured).toBe(5);
    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
  });

  it("exports the coloured result as PNG and prints it as a PDF", async () => {
    const { headers, mandala, values } = await ownerWithMandala(ctx);
    const url = `/api/mandalas/${mandala.id}/colouring`;
    const nothing = await ctx.app.inject({ method: "GET", url: `${url}/image.png`, headers });
    expect(nothing.statusCode).toBe(400);
    await ctx.app.inject({
      method: "PUT",
      url,
      headers,
      payload: { fills: colouredFirst(values, values.length) },
    });
    const png = await ctx.app.inject({ method: "GET", url: `${url}/image.png`, headers });
    expect(png.headers["content-type"]).toBe("image/png");
    const image = await loadImage(png.rawPayload);
    expect([image.width, image.height]).toEqual([1600, 1600]);
    const pdf = await ctx.app.inject({ method: "GET", url: `${url}/print.pdf`, headers });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const document = await PDFDocument.load(pdf.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe("Я счастлива и любима");
  });
});
