import { Worker } from "node:worker_threads";
import { DEMO_DEFAULTS } from "@mandala/engine";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RenderPool } from "./pool.ts";
import { normalizeRequest } from "./request.ts";

const request = (phrase: string) =>
  normalizeRequest({
    ...DEMO_DEFAULTS,
    phrase: `Я счастлива ${phrase}`,
    view: "digits",
    format: "jpeg",
    size: 64,
  });

describe("RenderPool", () => {
  afterEach(() => vi.restoreAllMocks());

  it("posts a worker its next task before it has answered the one it runs", async () => {
    const pool = new RenderPool(1);
    try {
      const posts = vi.spyOn(Worker.prototype, "postMessage");
      const drawings = ["один", "два", "три"].map((phrase) => pool.run(request(phrase)));
      // The first task runs, the second waits in the worker, the third in the pool's queue.
      expect(posts).toHaveBeenCalledTimes(2);
      const images = await Promise.all(drawings);
      expect(posts).toHaveBeenCalledTimes(3);
      expect(new Set(images.map((image) => image.toString("base64"))).size).toBe(3);
    } finally {
      await pool.close();
    }
  });

  it("runs the task posted ahead to a worker that dies on the worker that replaces it", async () => {
    const pool = new RenderPool(1);
    try {
      const posts = vi.spyOn(Worker.prototype, "postMessage");
      const running = pool.run(request("один"));
      const ahead = pool.run(request("два"));
      const worker = posts.mock.contexts[0] as Worker;
      expect(posts.mock.contexts[1]).toBe(worker);
      await worker.terminate();
      await expect(running).rejects.toThrow(/exited/);
      const image = await ahead;
      expect(image.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect(posts.mock.contexts[2]).not.toBe(worker);
    } finally {
      await pool.close();
    }
  });
});
