/**
 * Draws per second through nginx (docs/deploy/nginx.conf) with 1, 2 and 3 instances on the local
 * PostgreSQL and Redis, every request a new picture (uncached), and how busy the machine's CPUs were
 * meanwhile: what limits the figure. Skipped, saying why, when nginx, PostgreSQL or Redis are missing.
 *   node bench/nginx.ts
 */
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import {
  freePort,
  migrateOnce,
  missingServices,
  runStatement,
  startNginx,
} from "../apps/server/test/deployment.ts";
import { withDatabase } from "../apps/server/test/global-setup.ts";
import { type ServerProcess, startServer } from "../apps/server/test/server-process.ts";
import { drawPath } from "./draw-api.ts";
import { settle } from "./server.ts";
import { processCpu } from "./thread-cpu.ts";
import { type BenchRow, printRows } from "./types.ts";

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const DURATION_S = 8;
const CONNECTIONS = 16;

/** The machine's CPU time so far (jiffies): busy and all, from /proc/stat. */
function cpuTimes(): { busy: number; total: number } {
  const fields = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/).slice(1);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, ...rest] = fields.map(Number);
  const total = user + nice + system + idle + iowait + rest.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle - iowait, total };
}

const admin = (statement: string) => runStatement(POSTGRES_URL, statement);

async function until(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** `count` instances on the database behind nginx, measured under uncached drawing load, then stopped. */
async function measure(count: number, env: Record<string, string>, next: () => number): Promise<BenchRow[]> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const instances: ServerProcess[] = ports.map((port) =>
    startServer({
      ...env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-bench-")),
    }),
  );
  const { base, nginx } = startNginx(await freePort(), ports);
  console.log(`${count} instance(s) behind nginx at ${base}…`);
  try {
    const urls = await Promise.all(instances.map((instance) => instance.listening));
    for (const [i, url] of urls.entries()) await settle(url, instances[i]?.child.pid);
    await until(async () => (await fetch(`${base}/api/ready`)).ok, "nginx");
    // The workers' first drawings load their code: not part of the measure.
    await Promise.all(Array.from({ length: 4 * count }, () => fetch(base + drawPath(next()))));
    const ours = () =>
      instances.reduce((sum, instance) => sum + (processCpu(instance.child.pid)?.all ?? 0), 0);
    const before = cpuTimes();
    const oursBefore = ours();
    const started = performance.now();
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: drawPath(next()) }) }],
    });
    const after = cpuTimes();
    const instancesCores = (ours() - oursBefore) / ((performance.now() - started) / 1000);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${count} instance(s): ${result.non2xx} answers not 2xx and ${result.errors} errors`);
    const label = `through nginx, ${count} instance${count > 1 ? "s" : ""}`;
    return [
      { name: `${label}: throughput (uncached)`, value: result.requests.average, unit: "draws/s" },
      { name: `${label}: latency p50`, value: result.latency.p50, unit: "ms" },
      { name: `${label}: latency p99`, value: result.latency.p99, unit: "ms" },
      {
        name: `${label}: CPU busy (all ${os.availableParallelism()} cores)`,
        value: (100 * (after.busy - before.busy)) / (after.total - before.total),
        unit: "%",
      },
      { name: `${label}: CPU used by the instances`, value: instancesCores, unit: "cores" },
      // What one drawing costs the instances: the ceiling on an idle machine is its cores over this.
      {
        name: `${label}: instances' CPU per draw`,
        value: (1000 * instancesCores) / result.requests.average,
        unit: "ms",
      },
    ];
  } finally {
    nginx.kill("SIGQUIT");
    for (const instance of instances) instance.child.kill("SIGTERM");
    await Promise.all(instances.map((instance) => instance.exited));
  }
}

/** The figures with 1, 2 and 3 instances on one database, as docs/deploy/ runs them. */
export async function run(): Promise<BenchRow[]> {
  const missing = await missingServices(POSTGRES_URL, REDIS_URL);
  if (missing.length > 0) {
    console.warn(`Skipping the nginx benchmark: missing ${missing.join(", ")}`);
    return [];
  }
  const databaseName = `mandala_bench_nginx_${process.pid}`;
  await admin(`CREATE DATABASE ${databaseName}`);
  try {
    const env = {
      DATABASE_URL: withDatabase(POSTGRES_URL, databaseName),
      REDIS_URL,
      PUBLIC_URL: "http://127.0.0.1",
      TRUST_PROXY: "1",
      JWT_SECRET: "bench-secret-bench-secret-bench-secret",
      NODE_ENV: "production",
      // As deployed (a log line per request); the instances are seen listening by theirs.
      LOG_LEVEL: "info",
      FREE_DRAWS_PER_MINUTE: "10000000",
    };
    const migrated = migrateOnce({ ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-bench-")) });
    if (migrated.status !== 0) throw new Error(`the migrations failed:\n${migrated.stderr}`);
    console.log(
      `load average before: ${os
        .loadavg()
        .map((load) => load.toFixed(2))
        .join(", ")}`,
    );
    let counter = 0;
    const next = () => counter++;
    const rows: BenchRow[] = [];
    for (const count of [1, 2, 3]) rows.push(...(await measure(count, env, next)));
    return rows;
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printRows(await run());
}
