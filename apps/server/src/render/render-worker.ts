/** Worker thread of the render pool: renders requests posted by pool.ts and posts the image back. */
import { setImmediate } from "node:timers/promises";
import { parentPort } from "node:worker_threads";
import type { WorkerReply, WorkerTask } from "./pool.ts";
import { renderInThread } from "./request.ts";

const port = parentPort;
if (!port) throw new Error("render-worker.ts must run in a worker thread");

/**
 * The image in memory of its own, to be transferred to the main thread rather than cloned: a clone made
 * the main thread hold each picture twice (the message and its copy), which brought on its full garbage
 * collections sooner (docs/decisions/019). Pictures are encoded into memory of their own (encodeScene);
 * a small one from Node's shared buffer pool is copied, as transferring it would take the pool along.
 */
function transferable(image: Buffer): Uint8Array<ArrayBuffer> {
  const whole = image.byteOffset === 0 && image.byteLength === image.buffer.byteLength;
  if (whole && image.buffer instanceof ArrayBuffer) return image as Uint8Array<ArrayBuffer>;
  const bytes = new Uint8Array(image.byteLength);
  bytes.set(image);
  return bytes;
}

port.on("message", async (task: WorkerTask) => {
  // Each task on a turn of its own: @napi-rs/canvas frees its copies of a canvas's pixels (5.8 MB at
  // 1200 px) from a callback the loop runs, and the tasks posted ahead (pool.ts) arrive together; run in
  // one turn, each colorized render held the last one's copy and wrote its own to fresh pages (the draw
  // API's uncached demo 102–147 draws/s against 224–227 with the turn; docs/decisions/027).
  await setImmediate();
  let reply: WorkerReply;
  try {
    const image = transferable(await renderInThread(task.request, task.strip));
    reply = { id: task.id, ok: true, image };
    port.postMessage(reply, [image.buffer]);
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    reply = { id: task.id, ok: false, name: e.name, message: e.message };
    port.postMessage(reply);
  }
});
