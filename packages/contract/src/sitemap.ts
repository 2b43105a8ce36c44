import { z } from "zod";

export const ZSitemapEntry = z.object({
  path: z.string(),
  changefreq: z.enum(["daily", "weekly", "monthly", "yearly"]),
  priority: z.number(),
});
/** One public page of the site, as listed on /sitemap and in /sitemap.xml. */
export type SitemapEntry = z.infer<typeof ZSitemapEntry>;

/** GET /api/sitemap: every public page, the same list /sitemap.xml gives. */
export const ZSitemapReply = z.object({ entries: z.array(ZSitemapEntry) });
export type TSitemapReply = z.infer<typeof ZSitemapReply>;

/** The static public pages; the server adds blog posts and learning sets (GET /api/sitemap). */
export const SITEMAP_ENTRIES: readonly SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/nabory", changefreq: "weekly", priority: 0.9 },
  { path: "/democalc", changefreq: "monthly", priority: 0.8 },
  { path: "/testcalc", changefreq: "monthly", priority: 0.5 },
  { path: "/blog", changefreq: "daily", priority: 0.8 },
  { path: "/article", changefreq: "monthly", priority: 0.7 },
  { path: "/register", changefreq: "yearly", priority: 0.6 },
  { path: "/signin", changefreq: "yearly", priority: 0.4 },
  { path: "/voprosy", changefreq: "monthly", priority: 0.5 },
  { path: "/kontakty", changefreq: "yearly", priority: 0.4 },
  { path: "/oplata-i-vozvrat", changefreq: "yearly", priority: 0.4 },
  { path: "/pndpolicy", changefreq: "yearly", priority: 0.3 },
  { path: "/oferta", changefreq: "yearly", priority: 0.3 },
];
