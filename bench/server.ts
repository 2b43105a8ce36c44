/**
 * The real server in a process of its own with a fresh data directory, for benchmarks: started,
 * waited for, and settled (a first start builds the free sets' PDFs in the background; the measures
 * start once those are done, so that they measure what they name).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

/** Waits until the server at `baseUrl` has built the free sets' PDFs (its start-up work). */
export async function settle(baseUrl: string): Promise<void> {
  const sets = (await (await fetch(`${baseUrl}/draw/api/v1/free/free-sets/`)).json()) as {
    fileUrl: string;
  }[];
  await Promise.all(sets.map(async (set) => (await fetch(baseUrl + set.fileUrl)).arrayBuffer()));
}

/** The answer of `/api/health` at `baseUrl`, or null when nothing answers there. */
const health = (baseUrl: string) => fetch(`${baseUrl}/api/health`).catch(() => null);

export async function startBenchServer(port: number, env: Record<string, string> = {}): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  // A server left on the port (an interrupted run's) would answer in place of this one, unnoticed.
  if (await health(baseUrl)) throw new Error(`Port ${port} is taken: stop what runs there or set BENCH_PORT`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-bench-"));
  const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
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
      await settle(baseUrl);
      return { baseUrl, dataDir, pid: server.pid ?? 0, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error("the server did not start");
}
