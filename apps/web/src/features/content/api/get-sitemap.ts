/** GET /api/sitemap: every public page (static pages, published posts, learning sets), as sitemap.xml. */
import type { TSitemapReply } from "@mandala/contract/sitemap";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function getSitemap(): Promise<TSitemapReply> {
  return apiFetch<TSitemapReply>("/api/sitemap", { auth: false });
}

export function sitemapQueryOptions() {
  return queryOptions({ queryKey: ["sitemap"], queryFn: getSitemap, staleTime: 5 * 60_000 });
}

export function useSitemap() {
  return useQuery(sitemapQueryOptions());
}
