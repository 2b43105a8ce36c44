import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.resolve(import.meta.dirname, "server.ts");

interface Started {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, baseUrl: "", output: () => output, exited };
}

async function listening(started: Started): Promise<string> {
  for (let i = 0; i < 300; i++) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(started.output());
    if (match?.[1]) return match[1];
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${started.output()}`);
}

describe("the server process", () => {
  it("refuses bad configuration at once, naming the variable", async () => {
    const started = startServer({
      PORT: "eighty",
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-")),
    });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain("PORT");
  });

  it("migrates, seeds once, serves, and drains requests on SIGTERM", { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-"));
    const first = startServer({ DATA_DIR: dataDir });
    const baseUrl = await listening(first);
    expect(first.output()).toMatch(/Admin account created: username "admin", password "[\w-]{16,}"/);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({
      status: "ok",
      database: { kind: "pglite", reachable: true },
    });

    const inFlight = fetch(
      `${baseUrl}/draw/api/v1/free/demoshape?q=${encodeURIComponent("Я счастлива")}&patternLength=5&palette_id=9&first_method=6&additional_method=6&colorize=1`,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill("SIGTERM");
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir });
    await listening(second);
    expect(second.output()).not.toContain("Admin account created");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});
