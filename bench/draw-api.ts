/**
 * Draw API benchmark: throughput and latency of GET /draw/api/v1/free/demoshape under concurrent load
 * from this process against the real server in a second process (fresh data directory), uncached
 * (every request a new phrase) and cached (the same request again and again).
 *   node --import tsx bench/draw-api.ts
 */
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startBenchServer } from "./server.ts";
import { type BenchRow, printRows } from "./types.ts";

const PORT = 3190;
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION_S = 8;
const CONNECTIONS = 16;

function drawPath(phrase: string): string {
  const query = new URLSearchParams({
    q: phrase,
    patternLength: "5",
    palette_id: "9",
    first_method: "6",
    additional_method: "6",
    colorize: "1",
  });
  return `/draw/api/v1/free/demoshape?${query}`;
}

async function load(name: string, nextPath: () => string): Promise<BenchRow[]> {
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: nextPath() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  const cached = name.includes("cached") && !name.includes("uncached");
  return [
    {
      name: `draw API ${name}: throughput`,
      value: result.requests.average,
      unit: "draws/s",
      budget: { op: ">=", value: cached ? 3000 : 100 },
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
    const uncached = await load("uncached", () => drawPath(`Я счастлива ${counter++} раз`));
    const fixed = drawPath("Я счастлива и любима");
    await fetch(BASE + fixed);
    const cachedRows = await load("cached", () => fixed);
    return [...uncached, ...cachedRows];
  } finally {
    server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(await run());
}
