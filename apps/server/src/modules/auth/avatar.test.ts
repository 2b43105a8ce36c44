import { describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { bearer, multipartFile, signIn, useAuthApp } from "./auth.test-support.ts";

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 "), Buffer.alloc(32)]);

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
    expect(served.rawPayload.equals(PNG)).toBe(true);
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
