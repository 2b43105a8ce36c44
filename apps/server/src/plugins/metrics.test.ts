import { DEMO_DEFAULTS } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { createLearningSet, createPurchase } from "../../test/factories.ts";

const TOKEN = "metrics-token-for-tests";
const DRAW = `/draw/api/v1/free/demoshape?${new URLSearchParams({
  q: DEMO_DEFAULTS.phrase,
  patternLength: "7",
  size: "300",
  palette_id: "9",
  first_method: "6",
  additional_method: "6",
})}`;

describe("/metrics with METRICS_TOKEN", () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });
  const scrape = (authorization?: string) =>
    ctx.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });

  it("refuses a scraper without the bearer token, with a message", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers["www-authenticate"]).toBe("Bearer");
      expect(response.json().code).toBe("auth.notAuthenticated");
    }
  });

  it("counts requests by route pattern and status, times them, and times drawings by source", async () => {
    await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect((await ctx.app.inject({ method: "GET", url: DRAW })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: "GET", url: DRAW })).statusCode).toBe(200);
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain; version=0.0.4");
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status="200"\} 1/);
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/draw\/api\/v1\/free\/:shape",status="200"\} 2/,
    );
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health"\} 1/);
    // The second, identical drawing came from a cache: one render only.
    expect(text).toMatch(/draw_render_seconds_count\{source="render"\} 1\n/);
    expect(text).toContain("process_cpu_seconds_total");
  });

  it("reports payments by status and kind", async () => {
    const set = await createLearningSet(ctx.database.db);
    await createPurchase(ctx.database.db, { learningSetId: set.id, email: "a@example.com" });
    await createPurchase(ctx.database.db, { learningSetId: set.id, email: "b@example.com" });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(text).toMatch(/payments\{status="succeeded",kind="learning_set"\} 2/);
  });
});

describe("/metrics without METRICS_TOKEN", () => {
  const ctx = useTestApp();

  it("does not exist", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/metrics" });
    expect(response.statusCode).toBe(404);
  });

  it("readiness is 200 when the database answers and no Redis is configured", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ready: true, checks: { database: true } });
  });
});

describe("readiness with REDIS_URL pointing at nothing", () => {
  // Port 9 (discard) on loopback: nothing listens there.
  const ctx = useTestApp({ REDIS_URL: "redis://127.0.0.1:9" });

  it("is 503 naming Redis, while liveness stays 200", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ ready: false, checks: { database: true, redis: false } });
    expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });
});
