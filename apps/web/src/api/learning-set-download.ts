/** GET /draw/api/v1/free/learningsets/{slug}/download: a bought set's PDF for its signed-in owner. */
import { fetchAuthorizedBlob } from "./mandala-files.ts";

export const setDownloadPath = (slug: string) =>
  `/draw/api/v1/free/learningsets/${encodeURIComponent(slug)}/download`;

/** Fetches the set's PDF with the session's token and saves it as `{name}.pdf`. */
export async function downloadSet(slug: string, name: string): Promise<void> {
  const blob = await fetchAuthorizedBlob(setDownloadPath(slug));
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${name}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
