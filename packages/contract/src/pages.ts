/**
 * The web app's page addresses: the one route table the SPA's router (apps/web/src/routes.tsx) and the
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
  "/democalc",
  "/testcalc",
  "/profile",
  "/pndpolicy",
  "/oferta",
  "/payment",
  "/payment/success",
  "/payment/fail",
  "/nabory",
  "/nabory/:id",
  "/nabory/:id/kupit",
  "/nabory/:id/raskrasit",
  "/oauth/vk/callback",
  "/sitemap",
  "/mandalas/:id/colour",
  "/colour",
  "/s/:token",
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

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
