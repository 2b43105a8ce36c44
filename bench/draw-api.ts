/**
 * Draw API benchmark: throughput and latency of GET /draw/api/v1/free/demoshape under concurrent load
 * from this process against the real server in a second process (fresh data directory), uncached
 * (every request a new phrase) and cached (the same request again and again).
 *   node --import tsx bench/draw-api.ts
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { type BenchRow, printRows } from "./types.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
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

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-bench-")),
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      FREE_DRAWS_PER_MINUTE: "10000000",
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) {
        await settle();
        return server;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill("SIGKILL");
  throw new Error("the server did not start");
}

/**
 * A fresh server builds the free sets' PDFs in the background at its first start: wait for them (each
 * download waits for its file) so that the measure is of drawing alone.
 */
async function settle(): Promise<void> {
  const sets = (await (await fetch(`${BASE}/draw/api/v1/free/free-sets/`)).json()) as { fileUrl: string }[];
  await Promise.all(sets.map(async (set) => (await fetch(BASE + set.fileUrl)).arrayBuffer()));
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
  const server = await startServer();
  try {
    let counter = 0;
    const uncached = await load("uncached", () => drawPath(`Я счастлива ${counter++} раз`));
    const fixed = drawPath("Я счастлива и любима");
    await fetch(BASE + fixed);
    const cachedRows = await load("cached", () => fixed);
    return [...uncached, ...cachedRows];
  } finally {
    server.kill("SIGTERM");
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(await run());
}
