/**
 * A render pool thread (pool.ts, piscina): renders one normalised request and returns its image, or
 * lays out one PDF (the task named "pdf").
 */
import { type PdfPage, picturesToPdf } from "./pdf.ts";
import { type RenderRequest, renderInThread } from "./request.ts";

export default function render(request: RenderRequest): Promise<Buffer> {
  return renderInThread(request);
}

export function pdf({ pages, meta }: PdfTask): Promise<Buffer> {
  return picturesToPdf(pages, meta);
}

/** A PDF to lay out on a pool thread: its pages and its metadata. */
export interface PdfTask {
  pages: readonly PdfPage[];
  meta: { title: string; author?: string };
}
