import { SITEMAP_ENTRIES, type SitemapEntry } from "@mandala/contract";
import type { DbOrTx } from "../../db/client.ts";
import { publishedPostSlugs } from "../blog/index.ts";
import { listSetSlugs } from "../catalogue/index.ts";

/** Every public page: the static ones, then the published posts and the learning sets. */
export async function sitemapEntries(db: DbOrTx): Promise<SitemapEntry[]> {
  const posts = await publishedPostSlugs(db);
  const sets = await listSetSlugs(db);
  return [
    ...SITEMAP_ENTRIES,
    ...posts.map((slug) => ({ path: `/post/${slug}`, changefreq: "monthly" as const, priority: 0.6 })),
    ...sets.map((slug) => ({ path: `/nabory/${slug}`, changefreq: "weekly" as const, priority: 0.7 })),
  ];
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** The sitemap XML of `entries`. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc><changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public is indexable; the private app areas are not. */
export function robotsTxt(publicUrl: string): string {
  const privatePaths = ["/app", "/print", "/profile", "/payment", "/admin", "/api/", "/draw/", "/graphql"];
  return `User-agent: *\n${privatePaths.map((p) => `Disallow: ${p}`).join("\n")}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
