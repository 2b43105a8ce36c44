import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
// Loaded on the main thread too, as sharp asks of programs that use it from worker threads (it keeps
// libvips loaded until every thread is done).
import "sharp";
import type { PdfTask } from "./render-worker.ts";
import type { RenderRequest } from "./request.ts";

/**
 * A fixed pool of render threads (piscina): each task renders one whole picture, or lays out one whole
 * PDF, on one thread (off the main thread, which keeps answering other requests meanwhile). A worker
 * that dies fails the task it ran with a RenderWorkerError and is replaced; idle workers do not keep the
 * process alive.
 */
export class RenderPool {
  readonly #piscina: Piscina<RenderRequest | PdfTask, Uint8Array>;

  constructor(threads: number) {
    this.#piscina = new Piscina({
      filename: fileURLToPath(new URL("./render-worker.ts", import.meta.url)),
      minThreads: threads,
      maxThreads: threads,
    });
    // A worker that fails between tasks is replaced by piscina; no request waits on it.
    this.#piscina.on("error", () => {});
  }

  /** Renders a (normalised) request on the next free worker. */
  run(request: RenderRequest): Promise<Buffer> {
    return this.#task(request, "default");
  }

  /** Lays out a PDF on the next free worker. */
  pdf(task: PdfTask): Promise<Buffer> {
    return this.#task(task, "pdf");
  }

  async #task(task: RenderRequest | PdfTask, name: "default" | "pdf"): Promise<Buffer> {
    let bytes: Uint8Array;
    try {
      bytes = await this.#piscina.run(task, { name });
    } catch (error) {
      if (error instanceof Error && /worker exited/i.test(error.message))
        throw new RenderWorkerError(error.message);
      throw error;
    }
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
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
