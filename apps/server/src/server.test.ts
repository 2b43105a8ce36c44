import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { demoDrawUrl } from "../test/demo-draw.ts";
import { startServer } from "../test/server-process.ts";

const freshDataDir = () => mkdtempSync(path.join(os.tmpdir(), "mandala-"));

/** The `n`th of different full-size demo drawings (none served from the cache). */
const demoDrawing = (baseUrl: string, n: number) => `${baseUrl}${demoDrawUrl(n, 1000)}`;

describe("the server process", () => {
  it("refuses bad configuration at once, naming the variable", async () => {
    const started = startServer({ PORT: "eighty", DATA_DIR: freshDataDir() });
    expect(await started.exited).toBe(1);
    expect(started.output()).toContain("PORT");
  });

  it("migrates and seeds once, and answers all 60 requests in flight at SIGTERM", {
    timeout: 90_000,
  }, async () => {
    const dataDir = freshDataDir();
    const first = startServer({ DATA_DIR: dataDir, FREE_DRAWS_PER_MINUTE: "1000" });
    const baseUrl = await first.listening;
    expect(first.output()).toMatch(/Admin account created: username "admin", password "[\w-]{16,}"/);
    const health = await fetch(`${baseUrl}/api/health`);
    expect(await health.json()).toMatchObject({
      status: "ok",
      database: { kind: "pglite", reachable: true },
    });

    // 60 clients send one request after another, and SIGTERM comes while their first requests are still
    // connecting. A client stops at its first `connection: close` answer or refused connection (the server
    // no longer accepts); a reset, a broken socket or a 503 is a request dropped.
    const client = async (id: number) => {
      const outcomes: string[] = [];
      for (let n = 0; ; n++) {
        try {
          const response = await fetch(demoDrawing(baseUrl, 1 + id + 60 * n));
          await response.arrayBuffer();
          outcomes.push(String(response.status));
          if (response.headers.get("connection") === "close") return outcomes;
        } catch (error) {
          const code = String((error as { cause?: { code?: string } }).cause?.code ?? error);
          if (code !== "ECONNREFUSED") outcomes.push(code);
          return outcomes;
        }
      }
    };
    await fetch(demoDrawing(baseUrl, 0));
    const clients = Array.from({ length: 60 }, (_, id) => client(id));
    await new Promise((resolve) => setImmediate(resolve));
    first.child.kill("SIGTERM");
    const outcomes = (await Promise.all(clients)).flat();
    const dropped = outcomes.filter((outcome) => outcome !== "200");
    console.log(`SIGTERM drain: ${outcomes.length} requests from 60 clients, ${dropped.length} dropped`);
    expect(dropped).toEqual([]);
    expect(await first.exited).toBe(0);

    const second = startServer({ DATA_DIR: dataDir });
    await second.listening;
    expect(second.output()).not.toContain("Admin account created");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });

  it("refuses a second process on the same embedded database, naming the first", {
    timeout: 60_000,
  }, async () => {
    const dataDir = freshDataDir();
    const first = startServer({ DATA_DIR: dataDir });
    await first.listening;
    const second = startServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by another server process (pid ${first.child.pid})`);
    expect(second.output()).toContain("DATABASE_URL");
    expect(second.output()).not.toMatch(/\n\s+at /);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });
});
