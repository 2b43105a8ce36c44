/** Worker thread of the render pool: renders requests posted by pool.ts and posts the image back. */
import { parentPort } from "node:worker_threads";
import type { WorkerReply, WorkerTask } from "./pool.ts";
import { renderInThread } from "./request.ts";

const port = parentPort;
if (!port) throw new Error("render-worker.ts must run in a worker thread");

port.on("message", async (task: WorkerTask) => {
  let reply: WorkerReply;
  try {
    const image = await renderInThread(task.request);
    reply = {
      id: task.id,
      ok: true,
      image: new Uint8Array(image.buffer, image.byteOffset, image.byteLength),
    };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    reply = { id: task.id, ok: false, name: e.name, message: e.message };
  }
  port.postMessage(reply);
});
