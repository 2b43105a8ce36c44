/**
 * Draw API benchmark: throughput and latency of GET /draw/api/v1/free/demoshape under concurrent load
 * from this process against the real server in a second process (fresh data directory), uncached
 * (every request a new picture: the demo draws its own mandala only, so each has its own dots pattern)
 * and cached (the same request again and again).
 *   node bench/draw-api.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { demoDrawUrl } from "../apps/server/test/demo-draw.ts";
import { startBenchServer } from "./server.ts";
import { type BenchRow, printRows } from "./types.ts";

/** The server's port (BENCH_PORT overrides it, so that parallel checkouts do not collide). */
const PORT = Number(process.env.BENCH_PORT) || 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = 8;
const CONNECTIONS = 16;

/** The `n`th of different full-size demo drawings (uncached when `n` is new). */
export const drawPath = (n: number): string => demoDrawUrl(n, 1000);

async function load(
  name: string,
  nextPath: () => string,
  headers: Record<string, string> = {},
  budget?: BenchRow["budget"],
): Promise<BenchRow[]> {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  const unexpected = result.non2xx - result["3xx"];
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(`${name}: ${unexpected} answers not 2xx or 3xx and ${result.errors} errors`);
  }
  return [
    {
      name: `draw API ${name}: throughput`,
      value: result.requests.average,
      unit: "draws/s",
      ...(budget ? { budget } : {}),
    },
    { name: `draw API ${name}: latency p50`, value: result.latency.p50, unit: "ms" },
    { name: `draw API ${name}: latency p99`, value: result.latency.p99, unit: "ms" },
  ];
}

/** Measures the demo draw call, uncached then cached, with the server in its own process. */
export async function run(): Promise<BenchRow[]> {
  const server = await startBenchServer(PORT, { FREE_DRAWS_PER_MINUTE: "10000000" });
  try {
    let counter = 0;
    // The workers' first drawings load their code: not part of the measure.
    await Promise.all([0, 1, 2, 3].map(() => fetch(BASE + drawPath(counter++))));
    const uncached = await load(
      "uncached",
      () => drawPath(counter++),
      {},
      {
        op: ">=",
        value: 100,
      },
    );
    // Drawings still queued when the load stopped would run during the next measure: this one waits
    // behind them.
    await fetch(BASE + drawPath(counter++));
    const fixed = drawPath(0);
    const first = await fetch(BASE + fixed);
    const body = Buffer.from(await first.arrayBuffer());
    const etag = first.headers.get("etag") ?? "";
    const cachedRows = await load("cached", () => fixed, {}, { op: ">=", value: 3000 });
    const revalidated = await load("cached, If-None-Match (304)", () => fixed, { "if-none-match": etag });
    // The same server sending a static file of the drawing's size: what a cached drawing is held to. It is
    // an upload in the embedded database's file store (DATA_DIR/uploads, storage/disk-store.ts), under a
    // key of the store's form, served from /uploads/ as avatars are.
    const key = `bench/${"0".repeat(32)}.jpg`;
    mkdirSync(path.join(server.dataDir, "uploads", "bench"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", key), body);
    const staticFile = await fetch(`${BASE}/uploads/${key}`);
    const served = Buffer.from(await staticFile.arrayBuffer());
    if (!staticFile.ok || !served.equals(body)) {
      throw new Error(
        `static file: ${staticFile.status}, ${served.length} bytes, not the ${body.length} written`,
      );
    }
    const staticRows = await load("static file of the same size", () => `/uploads/${key}`);
    const ratio = (cachedRows[0] as BenchRow).value / (staticRows[0] as BenchRow).value;
    return [
      ...uncached,
      ...cachedRows,
      ...revalidated,
      ...staticRows,
      {
        name: "draw API cached / static file throughput",
        value: ratio,
        unit: "×",
        budget: { op: ">=", value: 0.8 },
      },
    ];
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(await run());
}
