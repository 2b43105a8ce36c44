/**
 * The four free sets of the home page: image, title (i18n home sets.items), fileUrl, buttonColor.
 *
 * The server builds each PDF with our engine on first request (apps/server/src/modules/catalogue/
 * set-files.ts) and serves it under `/files/free-sets/<slug>.pdf`. A download checks the file first and
 * shows the «Файл не найден» alert (home sets.notFound) instead of a broken page when it is missing.
 */
export interface FreeSet {
  slug: "lyubov" | "izobilie" | "zdorovie" | "garmoniya";
  /** Cover picture, rendered by our engine (scripts/home-images.ts). */
  image: string;
  /** Button background; every colour keeps white text at WCAG AA contrast. */
  buttonColor: string;
  fileUrl: string;
}

function freeSet(slug: FreeSet["slug"], buttonColor: string): FreeSet {
  return {
    slug,
    image: `/images/home/set-${slug}.svg`,
    buttonColor,
    fileUrl: `/files/free-sets/${slug}.pdf`,
  };
}

export const FREE_SETS: readonly FreeSet[] = [
  freeSet("lyubov", "#a23b5c"),
  freeSet("izobilie", "#8a5a12"),
  freeSet("zdorovie", "#2f6f4f"),
  freeSet("garmoniya", "#5b3e96"),
];

/** True when `url` answers with a file (not the web app's HTML fallback); HEAD first, then GET. */
export async function fileExists(url: string): Promise<boolean> {
  const isFile = (response: Response) =>
    response.ok && !(response.headers.get("content-type") ?? "").includes("text/html");
  try {
    const head = await fetch(url, { method: "HEAD", cache: "no-store" });
    if (head.status !== 405 && head.status !== 501) return isFile(head);
    const get = await fetch(url, { method: "GET", cache: "no-store" });
    void get.body?.cancel();
    return isFile(get);
  } catch {
    return false;
  }
}

/** Starts the browser's download of `url`, saved as `fileName`. */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
