import { Worker } from "node:worker_threads";
import { typescriptWorkerEntry } from "../worker-entry.ts";
import type { Strip } from "./draw.ts";
import { joinJpegStrips } from "./jpeg-strips.ts";
import type { RenderRequest } from "./request.ts";

/** A task posted to a render worker: a whole picture, or one strip of a JPEG. */
export interface WorkerTask {
  id: number;
  request: RenderRequest;
  strip?: Strip;
}

/**
 * The smallest JPEG (px a side) whose strips are encoded by several idle workers at once: below it a
 * picture costs little more than the hand-offs.
 */
const SPLIT_MIN_SIZE = 512;

/** A worker's answer: the encoded image, or the error it threw. */
export type WorkerReply =
  | { id: number; ok: true; image: Uint8Array }
  | { id: number; ok: false; name: string; message: string };

interface Job {
  task: WorkerTask;
  resolve: (image: Buffer) => void;
  reject: (error: Error) => void;
}

/** A worker's tasks: the one it runs, then those posted ahead of its answer (in that order). */
interface Slot {
  worker: Worker;
  jobs: Job[];
}

/**
 * Tasks a worker holds at most: the one it runs and the next, posted ahead, so that it starts the next
 * as soon as it posts its answer instead of waiting for the main thread to hear it (under 16 connections
 * the machine's cores sat idle 6–8 % of the time without, 1 % with; docs/decisions/027).
 */
const TASKS_PER_WORKER = 2;

/**
 * A fixed pool of render worker threads with a FIFO queue. A worker that dies is replaced: the task it
 * ran fails and the tasks posted ahead to it go back to the queue; idle workers do not keep the process
 * alive.
 */
export class RenderPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Job[] = [];
  #nextId = 1;
  #closed = false;

  constructor(threads: number) {
    for (let i = 0; i < threads; i++) this.#slots.push(this.#spawn());
  }

  #spawn(): Slot {
    const worker = new Worker(typescriptWorkerEntry(new URL("./render-worker.ts", import.meta.url)));
    const slot: Slot = { worker, jobs: [] };
    worker.unref();
    worker.on("message", (reply: WorkerReply) => this.#settle(slot, reply));
    worker.on("error", (error) => this.#fail(slot, error));
    worker.on("exit", (code) => this.#fail(slot, new Error(`Render worker exited with code ${code}`)));
    return slot;
  }

  #settle(slot: Slot, reply: WorkerReply): void {
    const job = slot.jobs.shift();
    if (slot.jobs.length === 0) slot.worker.unref();
    if (job && job.task.id === reply.id) {
      if (reply.ok)
        job.resolve(Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength));
      else job.reject(Object.assign(new Error(reply.message), { name: reply.name }));
    }
    this.#pump();
  }

  #fail(slot: Slot, error: Error): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    const [running, ...ahead] = slot.jobs.splice(0);
    running?.reject(error);
    this.#queue.unshift(...ahead);
    if (this.#closed) return;
    slot.worker.removeAllListeners();
    void slot.worker.terminate();
    this.#slots[index] = this.#spawn();
    this.#pump();
  }

  /** Posts queued tasks: first one to each idle worker, then one ahead to each that has one task. */
  #pump(): void {
    for (let held = 0; held < TASKS_PER_WORKER; held++) {
      for (const slot of this.#slots) {
        if (slot.jobs.length > held) continue;
        const job = this.#queue.shift();
        if (!job) return;
        slot.jobs.push(job);
        slot.worker.ref();
        slot.worker.postMessage(job.task);
      }
    }
  }

  /**
   * Renders a (normalised) request on the next free worker. A large JPEG that finds nothing queued and
   * several workers idle is split among them: each paints the picture and encodes its strip, and the
   * strips are joined (jpeg-strips.ts), so that one drawing takes about the time of its share.
   */
  run(request: RenderRequest): Promise<Buffer> {
    if (this.#closed) return Promise.reject(new Error("The renderer is closed"));
    const idle = this.#slots.filter((slot) => slot.jobs.length === 0).length;
    const split =
      request.format === "jpeg" && (request.size ?? 0) >= SPLIT_MIN_SIZE && this.#queue.length === 0;
    if (!split || idle < 2) return this.#post(request);
    const strips = Array.from({ length: idle }, (_, index) => this.#post(request, { index, count: idle }));
    return Promise.all(strips).then(joinJpegStrips);
  }

  #post(request: RenderRequest, strip?: Strip): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const task: WorkerTask = { id: this.#nextId++, request, ...(strip && { strip }) };
      this.#queue.push({ task, resolve, reject });
      this.#pump();
    });
  }

  /** Stops every worker; queued and running jobs fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const closed = new Error("The renderer is closed");
    for (const job of this.#queue.splice(0)) job.reject(closed);
    await Promise.all(
      this.#slots.map(async (slot) => {
        for (const job of slot.jobs.splice(0)) job.reject(closed);
        slot.worker.removeAllListeners();
        await slot.worker.terminate();
      }),
    );
  }
}
