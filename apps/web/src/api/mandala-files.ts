/**
 * GET /api/mandalas/{id}/image.{jpg,png,svg} and print.pdf: the files need the bearer header, so they are
 * fetched as blobs (with the client's token refresh) and handed to the browser as object URLs.
 */
import { DEFAULT_FILTER, formatFilter } from "@mandala/engine";
import { ApiError, freshAccessToken, refreshAccessToken } from "./client.ts";

export type MandalaFile = "image.jpg" | "image.png" | "image.svg" | "print.pdf";

export function mandalaFilePath(id: number, file: MandalaFile, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : "";
  return `/api/mandalas/${id}/${file}${search}`;
}

/** Fetches a file with the bearer token (one retry after a 401 with a renewed token). */
export async function fetchAuthorizedBlob(path: string): Promise<Blob> {
  let token = await freshAccessToken();
  const get = (bearer: string | null) =>
    fetch(path, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  let response = await get(token);
  if (response.status === 401 && token) {
    token = await refreshAccessToken();
    response = await get(token);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    const message = typeof body.error === "string" ? body.error : response.statusText;
    throw new ApiError(response.status, message, body);
  }
  return response.blob();
}

/** How a saved mandala is shown: its view and, in the dots view, the numbers drawn (`*` or `1,2,5`). */
export interface MandalaLook {
  view: "colorized" | "digits" | "dots";
  filter: string;
}

/** A view's look as first shown: in the dots view the numbers 1–20, as the builder starts them. */
export function defaultLook(view: MandalaLook["view"]): MandalaLook {
  return { view, filter: view === "dots" ? formatFilter(DEFAULT_FILTER) : "*" };
}

/** The file query of a look: the view, and in the dots view the numbers drawn as numbered dots. */
export function lookQuery({ view, filter }: MandalaLook): Record<string, string> {
  return view === "dots" ? { view, filter, num_to_dot: "1" } : { view };
}

/** Downloads a saved mandala's file under `filename`: pictures in `look`, the PDF with that view's page. */
export async function downloadMandalaFile(
  id: number,
  file: MandalaFile,
  look: MandalaLook,
  filename: string,
): Promise<void> {
  const query = file === "print.pdf" ? { views: look.view } : lookQuery(look);
  saveBlob(await fetchAuthorizedBlob(mandalaFilePath(id, file, query)), filename);
}

/** Hands `blob` to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
