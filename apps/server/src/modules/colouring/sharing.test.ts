import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { bearer, signIn } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { buildApp } from "../../app.ts";
import { colouredFirst, ownerWithMandala } from "./colouring.test-support.ts";

describe("share links", () => {
  const ctx = useTestApp();

  async function share(payload: Record<string, boolean> = {}) {
    const owner = await ownerWithMandala(ctx, "Я счастлива");
    const made = await ctx.app.inject({
      method: "POST",
      url: `/api/mandalas/${owner.mandala.id}/shares`,
      headers: owner.headers,
      payload,
    });
    expect(made.statusCode).toBe(201);
    return { ...owner, link: made.json() as { token: string; path: string } };
  }

  it("shows the picture without the phrase, counts visits and answers 404 once revoked", async () => {
    const { headers, mandala, link } = await share();
    expect(link.path).toBe(`/s/${link.token}`);
    const open = await ctx.app.inject({ method: "GET", url: `/api/shares/${link.token}` });
    expect(open.json()).toEqual({
      phrase: null,
      shape: "eight_diamond",
      coloured: false,
      image: `/api/shares/${link.token}/image.png`,
      card: `/api/shares/${link.token}/card.jpg`,
    });
    expect(JSON.stringify(open.json())).not.toContain("счастлива");
    await ctx.app.inject({ method: "GET", url: `/api/shares/${link.token}` });
    // Pictures do not count as visits.
    const image = await ctx.app.inject({ method: "GET", url: `/api/shares/${link.token}/image.png` });
    expect(image.headers["content-type"]).toBe("image/png");
    const links = await ctx.app.inject({ method: "GET", url: `/api/mandalas/${mandala.id}/shares`, headers });
    expect(links.json().results).toEqual([expect.objectContaining({ token: link.token, visits: 2 })]);

    const revoked = await ctx.app.inject({ method: "DELETE", url: `/api/shares/${link.token}`, headers });
    expect(revoked.statusCode).toBe(204);
    for (const url of [`/api/shares/${link.token}`, `/api/shares/${link.token}/image.png`]) {
      expect((await ctx.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
    const gone = await ctx.app.inject({ method: "GET", url: `/api/mandalas/${mandala.id}/shares`, headers });
    expect(gone.json().results).toEqual([]);
  });

  it("shows the phrase and the owner's colouring only when the owner chooses them", async () => {
    const { headers, mandala, values, link } = await share({ show_phrase: true, coloured: true });
    await ctx.app.inject({
      method: "PUT",
      url: `/api/mandalas/${mandala.id}/colouring`,
      headers,
      payload: { fills: colouredFirst(values, values.length) },
    });
    const open = await ctx.app.inject({ method: "GET", url: `/api/shares/${link.token}` });
    expect(open.json()).toMatchObject({ phrase: "Я счастлива", coloured: true });
  });

  it("draws a 1200 × 630 card", async () => {
    const { link } = await share();
    const card = await ctx.app.inject({ method: "GET", url: `/api/shares/${link.token}/card.jpg` });
    expect(card.headers["content-type"]).toBe("image/jpeg");
    const image = await loadImage(card.rawPayload);
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it("lets only the owner make, list and revoke links", async () => {
    const { mandala, link } = await share();
    const stranger = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, stranger.username, stranger.password);
    const theirs = bearer(access);
    for (const [method, url] of [
      ["POST", `/api/mandalas/${mandala.id}/shares`],
      ["GET", `/api/mandalas/${mandala.id}/shares`],
      ["DELETE", `/api/shares/${link.token}`],
    ] as const) {
      const reply = await ctx.app.inject({ method, url, headers: theirs, payload: {} });
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await ctx.app.inject({ method: "GET", url: `/api/shares/${link.token}` })).statusCode).toBe(200);
    const anonymous = await ctx.app.inject({ method: "POST", url: `/api/mandalas/${mandala.id}/shares` });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await ctx.app.inject({ method: "GET", url: "/api/shares/not-a-token" });
    expect(malformed.statusCode).toBe(400);
  });

  it("gives the public page its card in the sharing tags, and 404 once revoked", async () => {
    const { headers, link } = await share();
    const dist = path.join(ctx.config.dataDir, "web");
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<html><head><title>x</title></head><body></body></html>");
    const app = await buildApp({ config: { ...ctx.config, webDist: dist }, database: ctx.database });
    try {
      const page = await app.inject({ method: "GET", url: link.path });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        `<meta property="og:image" content="http://mandala.test/api/shares/${link.token}/card.jpg" />`,
      );
      expect(page.body).not.toContain("счастлива");
      // The mandala is asked for first, before the fonts and scripts the head names after it.
      expect(page.body).toMatch(
        new RegExp(
          `^<html><head>\\s*<link rel="preload" as="image" fetchpriority="high" href="/api/shares/${link.token}/image.png" />`,
        ),
      );
      await ctx.app.inject({ method: "DELETE", url: `/api/shares/${link.token}`, headers });
      expect((await app.inject({ method: "GET", url: link.path })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
