/** A render pool thread (pool.ts, piscina): renders one normalised request and returns its image. */
import { type RenderRequest, renderInThread } from "./request.ts";

export default function render(request: RenderRequest): Promise<Buffer> {
  return renderInThread(request);
}
