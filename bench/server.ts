/**
 * The real server in a process of its own with a fresh data directory, for benchmarks: started,
 * waited for, and settled (a first start builds the free and learning sets' PDFs in the background;
 * the measures start once the process is quiet, so that they measure what they name).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { processCpu } from "./thread-cpu.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface BenchServer {
  baseUrl: string;
  /** The server's DATA_DIR (its uploads/ folder is served as static files under /uploads/). */
  dataDir: string;
  /** The server's process id. */
  pid: number;
  /** Stops the server; resolves once its process has exited (its port is free for the next suite). */
  stop(): Promise<void>;
}

/** A process is quiet once it used less than this share of one core over QUIET_WINDOW_MS. */
const QUIET_SHARE = 0.05;
const QUIET_WINDOW_MS = 500;
/** How long a start-up may keep a process busy before the measures start anyway. */
const QUIET_TIMEOUT_MS = 60_000;

/**
 * Waits until the server process `pid` is quiet: its start-up work done (the learning sets' PDFs are
 * built on a thread of their own after the free ones, 3–4 s of CPU that would otherwise compete with the
 * first measures). Without /proc (not Linux) or a process id it does not wait.
 */
async function quiet(pid: number | undefined): Promise<void> {
  const deadline = performance.now() + QUIET_TIMEOUT_MS;
  let before = processCpu(pid);
  while (before && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    const after = processCpu(pid);
    if (!after || after.all - before.all < (QUIET_SHARE * QUIET_WINDOW_MS) / 1000) return;
    before = after;
  }
}

/**
 * Waits until the server at `baseUrl` (process `pid`) has built the free sets' PDFs, and then until its
 * process is quiet (its other start-up work done).
 */
export async function settle(baseUrl: string, pid: number | undefined): Promise<void> {
  const sets = (await (await fetch(`${baseUrl}/draw/api/v1/free/free-sets/`)).json()) as {
    fileUrl: string;
  }[];
  await Promise.all(sets.map(async (set) => (await fetch(baseUrl + set.fileUrl)).arrayBuffer()));
  await quiet(pid);
}

/** The answer of `/api/health` at `baseUrl`, or null when nothing answers there. */
const health = (baseUrl: string) => fetch(`${baseUrl}/api/health`).catch(() => null);

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port (an interrupted run's) would answer in place of this one, unnoticed.
  if (await health(baseUrl)) throw new Error(`Port ${port} is taken: stop what runs there or set BENCH_PORT`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-bench-"));
  const server = spawn(process.execPath, ["apps/server/src/server.ts"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = () => {
    server.kill("SIGTERM");
    return exited;
  };
  for (let attempt = 0; attempt < 480; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if ((await health(baseUrl))?.ok) {
      await settle(baseUrl, server.pid);
      return { baseUrl, dataDir, pid: server.pid ?? 0, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("the server did not start");
}
