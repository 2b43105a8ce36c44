/**
 * The picture of one print page: a saved mandala's drawn here as vectors from the saved drawing (its
 * owner's: no download spent, however many pages), else a free preview drawing. A failure is reported
 * with its HTTP status and the server's message, so that the page can say what failed and offer the way
 * out (sign in, plans, retry) instead of printing blanks.
 */
import type { TPremiumDrawReply } from "@mandala/contract";
import { mandalaParams } from "@mandala/contract/mandala-fields";
import { buildScene, computeMandala, type Mandala, parseFilter, sceneToSvg } from "@mandala/engine";
import { ApiError, apiFetch, SessionExpiredError } from "../../api/client.ts";
import { premiumDrawQuery } from "../../api/draw-query.ts";
import { drawErrorMessage } from "../../api/error-message.ts";
import { getMandala } from "../../api/mandalas.ts";
import type { PrintParams } from "../../api/print-params.ts";
import type { PrintPageSpec } from "./print-pages.ts";

/** Pixel width of a printed picture: sharp on A4 at about 200 dpi. */
export const PRINT_IMAGE_SIZE = 1600;
/**
 * The digits page is drawn in the browser as vectors (digits-sheets.tsx); its picture is asked for at the
 * smallest size the server draws, only to learn that it may be drawn.
 */
const DIGITS_CHECK_SIZE = 200;

function sizeOf(page: PrintPageSpec): string {
  return String(page.kind === "digits" ? DIGITS_CHECK_SIZE : PRINT_IMAGE_SIZE);
}

function viewOf(page: PrintPageSpec): "colorized" | "digits" | "dots" {
  return page.kind === "number" ? "dots" : page.kind;
}

/** A page of the saved `mandala`, drawn as the server would draw its picture (no watermark). */
function drawSaved(mandala: Mandala, page: PrintPageSpec): string {
  const view = viewOf(page);
  // The page's filter is checked when the print's address is read (print-params.ts).
  const filter = page.filter ? (parseFilter(page.filter) ?? undefined) : undefined;
  const scene = buildScene(mandala, {
    view,
    ...(view === "dots" ? { filter, numberedDots: true } : {}),
    size: PRINT_IMAGE_SIZE,
    watermark: null,
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sceneToSvg(scene))}`;
}

async function loadPreview(params: PrintParams, page: PrintPageSpec): Promise<string> {
  const query = premiumDrawQuery({ ...params, view: viewOf(page), filter: page.filter ?? "", preview: true });
  query.set("size", sizeOf(page));
  const path = `/draw/api/v1/premium/shape/${encodeURIComponent(params.shape)}?${query}`;
  const reply = await apiFetch<TPremiumDrawReply>(path);
  return `data:image/jpeg;base64,${reply.pic}`;
}

/** Why a page could not be drawn: the HTTP status (401 also for an expired session) and a message. */
export interface PrintFailure {
  status: number | null;
  /** The server's translated message, or null for a network failure. */
  message: string | null;
}

/** A page's picture: its URL, or why it failed. */
export type PrintImage = { src: string } | { failure: PrintFailure };

/**
 * What draws the pages of the print of `params`: the picture of a page, a failure logged as a warning and
 * returned, never thrown. A saved mandala is read once for all its pages.
 */
export function printImageLoader(params: PrintParams): (page: PrintPageSpec) => Promise<PrintImage> {
  const { mandalaId } = params;
  let saved: Promise<Mandala> | null = null;
  return (page) =>
    settled(page, async () => {
      if (mandalaId === null) return loadPreview(params, page);
      saved ??= getMandala(mandalaId).then((row) => computeMandala(mandalaParams(row)));
      return drawSaved(await saved, page);
    });
}

async function settled(page: PrintPageSpec, draw: () => Promise<string>): Promise<PrintImage> {
  try {
    return { src: await draw() };
  } catch (error) {
    console.warn(`Could not draw the print page "${page.key}"`, error);
    if (error instanceof SessionExpiredError) return { failure: { status: 401, message: null } };
    const status = error instanceof ApiError ? error.status : null;
    return { failure: { status, message: status === null ? null : drawErrorMessage(error, "") || null } };
  }
}
