/**
 * The web app's page addresses: the one route table the SPA's router (apps/web/src/route-table.ts) and the
 * server (which answers 404 for anything else) share. `:name` is one path segment.
 */
export const PAGE_PATHS = [
  "/",
  "/blog",
  "/category/:category",
  "/post/:slug",
  "/tag/:slug",
  "/admin",
  "/article",
  "/app",
  "/print",
  "/mandalas",
  "/signin",
  "/register",
  "/forgot-password",
  "/reset-password",
  "/email-change",
  "/account-deletion",
  "/democalc",
  "/testcalc",
  "/profile",
  "/pndpolicy",
  "/oferta",
  "/kontakty",
  "/oplata-i-vozvrat",
  "/voprosy",
  "/payment",
  "/payment/success",
  "/payment/fail",
  "/nabory",
  "/nabory/:id",
  "/nabory/:id/kupit",
  "/nabory/:id/raskrasit",
  "/podarok",
  "/podarok/zakaz/:id",
  "/podarok/:code",
  "/oauth/vk/callback",
  "/sitemap",
  "/mandalas/:id/colour",
  "/colour",
  "/s/:token",
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

/**
 * The pages search engines may index (the sitemap lists them). Every other page answers `noindex`:
 * the app's private areas, sign-in callbacks, payment results, links from e-mails, purchase forms, so
 * a page added to PAGE_PATHS stays out of search results until it is listed here.
 */
export const INDEXED_PAGES: ReadonlySet<PagePath> = new Set<PagePath>([
  "/",
  "/blog",
  "/category/:category",
  "/post/:slug",
  "/tag/:slug",
  "/article",
  "/signin",
  "/register",
  "/democalc",
  "/testcalc",
  "/pndpolicy",
  "/oferta",
  "/kontakty",
  "/oplata-i-vozvrat",
  "/voprosy",
  "/nabory",
  "/nabory/:id",
  "/sitemap",
]);

/**
 * The query parameter naming a page's language (`?lang=en`): each language of a page has an address of
 * its own, as search engines need for the pages' `hreflang` alternates. Russian, the site's own, needs none.
 */
export const LANGUAGE_PARAM = "lang";

/** The languages a page comes in, as `hreflang` names them. */
export const PAGE_LANGUAGES = ["ru", "en"] as const;

/**
 * The address of the page at `path` in `language` on `origin`: without the path's query, hash or
 * trailing slash (but the root's), `?lang=en` for English. Canonical, sharing and alternate links use it.
 */
export function pageUrl(origin: string, path: string, language: (typeof PAGE_LANGUAGES)[number]): string {
  const clean = path.split(/[?#]/)[0] || "/";
  const trimmed = clean.length > 1 ? clean.replace(/\/+$/, "") : clean;
  const url = `${origin.replace(/\/+$/, "")}${trimmed || "/"}`;
  return language === "ru" ? url : `${url}?${LANGUAGE_PARAM}=${language}`;
}

/** The default sharing picture: a mandala drawn by our engine (apps/web/public/images). */
export const DEFAULT_SHARE_IMAGE = "/images/og-mandala.jpg";

/** `url` as a page's sharing picture: link previews show raster pictures only (not SVG), else the default. */
export function shareImageOf(url: string | null | undefined): string {
  return url && /\.(jpe?g|png|webp|gif)$/i.test(url) ? url : DEFAULT_SHARE_IMAGE;
}

/**
 * A share link's files, root-relative: its picture (the share page's, preloaded by its head) and its
 * card for link previews (Open Graph, VK).
 */
export function shareFiles(token: string): { image: string; card: string } {
  const base = `/api/shares/${encodeURIComponent(token)}`;
  return { image: `${base}/image.png`, card: `${base}/card.jpg` };
}

/**
 * Each page's title and description in each language, keyed by its address pattern ("*": the
 * not-found page): the build writes them from the web app's texts (apps/web/scripts/page-heads.ts,
 * dist/page-heads.json) and the server writes them into the page's HTML.
 */
export type PageHeadTexts = Record<
  string,
  { siteName: string; pages: Record<string, { title: string; description: string }> }
>;

export interface PageMatch {
  pattern: PagePath;
  /** The `:name` segments, URL-decoded. */
  params: Record<string, string>;
}

/**
 * The page `pathname` (no query) belongs to, or null when no page has that address. A trailing slash
 * is ignored, as the client router does; a segment that cannot be decoded matches nothing.
 */
export function matchPage(pathname: string): PageMatch | null {
  const segments = pathname.split("/").filter((segment) => segment !== "");
  for (const pattern of PAGE_PATHS) {
    const parts = pattern.split("/").filter((part) => part !== "");
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] as string;
      if (!part.startsWith(":")) return part === segment;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { pattern, params };
  }
  return null;
}
