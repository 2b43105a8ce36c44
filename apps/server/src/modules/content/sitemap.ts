import { SITEMAP_ENTRIES, type SitemapEntry } from "@mandala/contract";

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c,
  );

/** The sitemap XML for the static pages plus `extra` entries (posts, sets). */
export function sitemapXml(publicUrl: string, extra: readonly SitemapEntry[] = []): string {
  const urls = [...SITEMAP_ENTRIES, ...extra].map(
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
