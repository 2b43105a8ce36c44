/**
 * The picture of one print page: from the saved mandala (no spending) when there is one, else a free
 * preview drawing. A failure gives an empty image and a warning, never an error (spec section 8).
 */
import type { TPremiumDrawReply } from "@mandala/contract";
import { apiFetch } from "../../api/client.ts";
import { premiumDrawQuery } from "../../api/draw-query.ts";
import { fetchAuthorizedBlob, mandalaFilePath } from "../../api/mandala-files.ts";
import type { PrintParams } from "../../api/print-params.ts";
import type { PrintPageSpec } from "./print-pages.ts";

/** Pixel width of a printed picture: sharp on A4 at about 200 dpi. */
export const PRINT_IMAGE_SIZE = 1600;

function viewOf(page: PrintPageSpec): "colorized" | "digits" | "dots" {
  return page.kind === "number" ? "dots" : page.kind;
}

/** The query that draws `page`: view, and for dots its filter with numbered dots. */
export function pageQuery(page: PrintPageSpec): Record<string, string> {
  const view = viewOf(page);
  const query: Record<string, string> = {
    view,
    colorize: view === "colorized" ? "1" : "0",
    num_to_dot: view === "dots" ? "1" : "0",
    size: String(PRINT_IMAGE_SIZE),
  };
  if (page.filter !== null) query.filter = page.filter;
  return query;
}

async function loadFromSaved(id: number, page: PrintPageSpec): Promise<string> {
  const { colorize: _c, ...query } = pageQuery(page);
  const blob = await fetchAuthorizedBlob(mandalaFilePath(id, "image.jpg", query));
  return URL.createObjectURL(blob);
}

async function loadPreview(params: PrintParams, page: PrintPageSpec): Promise<string> {
  const query = premiumDrawQuery({ ...params, view: viewOf(page), filter: page.filter ?? "", preview: true });
  query.set("size", String(PRINT_IMAGE_SIZE));
  const path = `/draw/api/v1/premium/shape/${encodeURIComponent(params.shape)}?${query}`;
  const reply = await apiFetch<TPremiumDrawReply>(path);
  return `data:image/jpeg;base64,${reply.pic}`;
}

/** The image URL of `page`, or "" when it could not be drawn (logged as a warning). */
export async function loadPrintImage(params: PrintParams, page: PrintPageSpec): Promise<string> {
  try {
    return params.mandalaId !== null
      ? await loadFromSaved(params.mandalaId, page)
      : await loadPreview(params, page);
  } catch (error) {
    console.warn(`Could not draw the print page "${page.key}"`, error);
    return "";
  }
}
