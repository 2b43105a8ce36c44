import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
// Loaded on the main thread too, as sharp asks of programs that use it from worker threads (it keeps
// libvips loaded until every thread is done).
import "sharp";
import type { RenderRequest } from "./request.ts";

/**
 * A fixed pool of render threads (piscina): each task renders one whole picture on one thread. A worker
 * that dies fails the task it ran with a RenderWorkerError and is replaced; idle workers do not keep the
 * process alive.
 */
export class RenderPool {
  readonly #piscina: Piscina<RenderRequest, Uint8Array>;

  constructor(threads: number) {
    this.#piscina = new Piscina({
      filename: fileURLToPath(new URL("./render-worker.ts", import.meta.url)),
      minThreads: threads,
      maxThreads: threads,
      // The workers run TypeScript (ours and the workspace packages') as the main thread does.
      execArgv: ["--import", "tsx"],
    });
    // A worker that fails between tasks is replaced by piscina; no request waits on it.
    this.#piscina.on("error", () => {});
  }

  /** Renders a (normalised) request on the next free worker. */
  async run(request: RenderRequest): Promise<Buffer> {
    let image: Uint8Array;
    try {
      image = await this.#piscina.run(request);
    } catch (error) {
      if (error instanceof Error && /worker exited/i.test(error.message))
        throw new RenderWorkerError(error.message);
      throw error;
    }
    return Buffer.from(image.buffer, image.byteOffset, image.byteLength);
  }

  /** The worker threads, for observing them (their count, their exits). */
  get threads(): readonly import("node:worker_threads").Worker[] {
    return this.#piscina.threads;
  }

  /** Stops every worker; queued and running tasks fail. */
  close(): Promise<void> {
    return this.#piscina.destroy();
  }
}

/** A render worker died while it drew the request (it has been replaced). */
export class RenderWorkerError extends Error {
  override name = "RenderWorkerError";
  constructor(cause: string) {
    super(`The render worker drawing this picture died (${cause}); it has been replaced`);
  }
}
