import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bearer, multipartFile, signIn, useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { pngFile } from "../../../test/fixtures/png.ts";

/** A real picture of `width` × `height` in `format`. */
const picture = (format: "png" | "jpeg" | "webp", width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: "#c03060" } })
    .toFormat(format)
    .toBuffer();

const PNG = await picture("png");
const JPEG = await picture("jpeg");
const WEBP = await picture("webp");

/**
 * A decompression bomb: a valid PNG of a few dozen bytes whose header declares `width` × `height`
 * one-bit grey pixels, of which its data holds only the first rows.
 */
const pngDeclaring = (width: number, height: number) =>
  pngFile({ width, height, bitDepth: 1, colourType: 0 }, deflateSync(Buffer.alloc(8)));

describe("POST /api/auth/profile/avatar/", () => {
  const ctx = useAuthApp();

  async function upload(filename: string, type: string, content: Buffer, signedIn = true) {
    const user = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.username, user.password);
    const body = multipartFile("avatar", filename, type, content);
    const headers = signedIn ? { ...body.headers, ...bearer(access) } : body.headers;
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/profile/avatar/",
      headers,
      payload: body.payload,
    });
    return { response, access };
  }

  it("stores a PNG under uploads/avatars, sets the avatar and serves the file", async () => {
    const { response, access } = await upload("me.png", "image/png", PNG);
    expect(response.statusCode, response.body).toBe(200);
    const avatar: string = response.json().avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await ctx.app.inject({ method: "GET", url: avatar });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "png", width: 40, height: 30 });
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const etag = String(served.headers.etag);
    const again = await ctx.app.inject({ method: "GET", url: avatar, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const body = multipartFile("avatar", "me.webp", "image/webp", WEBP);
    const replaced = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/profile/avatar/",
      headers: { ...body.headers, ...bearer(access) },
      payload: body.payload,
    });
    expect(replaced.json().avatar).toMatch(/\.webp$/);
    expect((await ctx.app.inject({ method: "GET", url: avatar })).statusCode).toBe(404);
  });

  it("judges the type by content, not by name or declared type", async () => {
    const { response } = await upload("evil.png", "image/png", Buffer.from("<script>alert(1)</script>"));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("upload.imageType");
    const jpeg = await upload("photo.txt", "text/plain", JPEG);
    expect(jpeg.response.json().avatar).toMatch(/\.jpg$/);
  });

  it("refuses files over 2 MB with 413, accepts up to the limit", async () => {
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    const { response } = await upload("big.jpg", "image/jpeg", big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("upload.imageTooLarge");
    const fits = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024 - JPEG.length)]);
    expect((await upload("fits.jpg", "image/jpeg", fits)).response.statusCode).toBe(200);
  });

  it("refuses decompression bombs by the size their header declares, before decoding them", async () => {
    for (const [width, height] of [
      [60_000, 60_000],
      [30_000, 30_000],
    ] as const) {
      const bomb = pngDeclaring(width, height);
      expect(bomb.length).toBeLessThan(80);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width, height });
      const { response } = await upload("bomb.png", "image/png", bomb);
      expect(response.statusCode, response.body).toBe(413);
      expect(response.json()).toMatchObject({
        code: "upload.imageDimensions",
        error: `Изображение ${width} × ${height} пикселей слишком велико: не больше 50 мегапикселей`,
      });
    }
    // A file that only looks like an image by its first bytes.
    const { response } = await upload("fake.png", "image/png", PNG.subarray(0, 40));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe("upload.imageUnreadable");
  });

  it("stores a photo upright, at most 512 pixels a side, without its metadata", async () => {
    // A camera's 1200 × 800 photo taken upright (EXIF orientation 6), with its maker's notes.
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#204080" } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: "Anna, Novosibirsk 55.03N 82.92E" } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const { response } = await upload("photo.jpg", "image/jpeg", photo);
    expect(response.statusCode, response.body).toBe(200);
    const served = await ctx.app.inject({ method: "GET", url: response.json().avatar });
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 341, height: 512 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(served.rawPayload.toString("latin1")).not.toContain("Novosibirsk");
    // A small picture is not enlarged.
    const small = await upload("small.webp", "image/webp", WEBP);
    const smallServed = await ctx.app.inject({ method: "GET", url: small.response.json().avatar });
    expect(await sharp(smallServed.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 40,
      height: 30,
    });
  });

  it("requires sign-in and a file", async () => {
    expect((await upload("me.png", "image/png", PNG, false)).response.statusCode).toBe(401);
    const user = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.username, user.password);
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/profile/avatar/",
      headers: bearer(access),
      payload: { avatar: "x" },
    });
    expect(json.statusCode).toBe(400);
  });

  it("answers a JSON 404 for a missing upload", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/uploads/avatars/missing.png" });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("http.notFound");
  });
});
