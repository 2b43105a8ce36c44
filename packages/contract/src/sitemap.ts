/** One public page of the site, as listed on /sitemap and in /sitemap.xml. */
export interface SitemapEntry {
  path: string;
  changefreq: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

/** The static public pages; the server adds blog posts and learning sets to /sitemap.xml. */
export const SITEMAP_ENTRIES: readonly SitemapEntry[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/nabory/", changefreq: "weekly", priority: 0.9 },
  { path: "/democalc", changefreq: "monthly", priority: 0.8 },
  { path: "/testcalc", changefreq: "monthly", priority: 0.5 },
  { path: "/blog", changefreq: "daily", priority: 0.8 },
  { path: "/article", changefreq: "monthly", priority: 0.7 },
  { path: "/register", changefreq: "yearly", priority: 0.6 },
  { path: "/signin", changefreq: "yearly", priority: 0.4 },
  { path: "/pndpolicy", changefreq: "yearly", priority: 0.3 },
  { path: "/oferta", changefreq: "yearly", priority: 0.3 },
];
