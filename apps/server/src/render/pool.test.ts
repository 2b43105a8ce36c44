import { DEMO_DEFAULTS } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import { RenderPool, RenderWorkerError } from "./pool.ts";
import { normalizeRequest, type RenderRequest } from "./request.ts";

const request = (phrase: string, size = 64, format: RenderRequest["format"] = "jpeg") =>
  normalizeRequest({ ...DEMO_DEFAULTS, phrase: `Я счастлива ${phrase}`, view: "digits", format, size });

/** Settles `promise` into whether it has settled, without waiting for it. */
function watch(promise: Promise<unknown>): { settled: boolean } {
  const state = { settled: false };
  promise.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return state;
}

describe("RenderPool", () => {
  it("draws on two workers at once: a small picture is served while a large one is drawn", async () => {
    const pool = new RenderPool(2);
    try {
      await Promise.all([pool.run(request("один")), pool.run(request("два"))]);
      const large = pool.run(request("большая", 4096, "png"));
      const state = watch(large);
      const small = await pool.run(request("маленькая"));
      expect(small.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(state.settled).toBe(false);
      expect((await large).subarray(1, 4).toString()).toBe("PNG");
    } finally {
      await pool.close();
    }
  });

  it("fails the drawing of a worker that dies with a clear error, and keeps serving", async () => {
    const pool = new RenderPool(1);
    try {
      await pool.run(request("разминка"));
      const [worker] = pool.threads;
      const dying = pool.run(request("большая", 4096, "png"));
      await worker?.terminate();
      await expect(dying).rejects.toThrow(RenderWorkerError);
      await expect(dying).rejects.toThrow(/render worker .* died/);
      const next = await pool.run(request("после"));
      expect(next.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    } finally {
      await pool.close();
    }
  });

  it("keeps its memory flat over thousands of drawings", async () => {
    const pool = new RenderPool(2);
    const draw = async (from: number, count: number) => {
      for (let i = from; i < from + count; i += 8)
        await Promise.all(Array.from({ length: 8 }, (_, j) => pool.run(request(String(i + j), 400))));
    };
    try {
      await draw(0, 304);
      const before = process.memoryUsage();
      await draw(304, 1600);
      const after = process.memoryUsage();
      // Generous: the allocators settle slowly (~30 KB a drawing was seen), but a leaked 400 px canvas
      // (640 KB) per drawing would add 1 GB.
      expect(after.rss - before.rss).toBeLessThan(192 * 1024 * 1024);
      expect(after.heapUsed - before.heapUsed).toBeLessThan(32 * 1024 * 1024);
    } finally {
      await pool.close();
    }
  }, 120_000);
});
