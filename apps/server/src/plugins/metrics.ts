import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { DomainError } from "../errors.ts";

/** The app's Prometheus metrics, for modules that count something of their own. */
export interface AppMetrics {
  registry: Registry;
  /** Seconds one drawing took: from the cache, shared with an identical one in flight, or rendered. */
  drawSeconds: Histogram<"source">;
  /** Adds a gauge read at every scrape (queue depth, payments by status, …). */
  gauge(name: string, help: string, labelNames: string[], read: (set: GaugeSetter) => Promise<void>): void;
}

export type GaugeSetter = (labels: Record<string, string>, value: number) => void;

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** Latency buckets (seconds) from a cached answer to a big drawing. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function tokenMatches(header: string | undefined, token: string) {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Counts every request by route and status, times it, and serves the registry at `/metrics` in the
 * Prometheus text format to a scraper with `Authorization: Bearer <METRICS_TOKEN>`; without a token
 * configured, `/metrics` does not exist.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token }: { token: string | undefined }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route and status code",
      labelNames: ["method", "route", "status"],
      registers: [registry],
    });
    const latency = new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer an HTTP request, by method and route",
      labelNames: ["method", "route"],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const drawSeconds = new Histogram({
      name: "draw_render_seconds",
      help: "Time to produce one drawing, by where it came from: cache, shared (identical one in flight) or render",
      labelNames: ["source"],
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const metrics: AppMetrics = {
      registry,
      drawSeconds,
      gauge(name, help, labelNames, read) {
        new Gauge({
          name,
          help,
          labelNames,
          registers: [registry],
          async collect() {
            this.reset();
            await read((labels, value) => this.set(labels, value));
          },
        });
      },
    };
    app.decorate("metrics", metrics);

    app.addHook("onResponse", async (request, reply) => {
      // The route's pattern (never the raw URL, which would make a series per address); unmatched as one.
      const route = request.routeOptions.url ?? "unmatched";
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    });

    if (!token) return;
    app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
      if (!tokenMatches(request.headers.authorization, token)) {
        reply.header("www-authenticate", "Bearer");
        throw new DomainError("auth.notAuthenticated");
      }
      return reply
        .header("cache-control", "no-store")
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  },
  { name: "mandala-metrics" },
);
