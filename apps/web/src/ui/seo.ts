/**
 * Search and sharing metadata for the current page: description, canonical URL, Open Graph and Twitter
 * card tags, kept in the document head and updated on every route change.
 */
import {
  DEFAULT_SHARE_IMAGE,
  INDEXED_PAGES,
  matchPage,
  PAGE_LANGUAGES,
  pageUrl,
} from "@mandala/contract/pages";

export interface PageSeo {
  /** The full document title. */
  title: string;
  description: string;
  /** The page's path; the canonical URL is the origin plus this path, without query or hash. */
  path: string;
  /** Interface language: `ru` or `en`. */
  language: string;
  siteName: string;
  /** Absolute or root-relative URL of the sharing picture. */
  image?: string;
}

/** Reads the common texts (i18next's `t`, or the build's reader of the JSON files). */
export interface CommonTexts {
  (key: string): string;
  (key: string, options: { defaultValue: string }): string;
}

/**
 * A route's title (with the site's name, except on the home page, whose title names it) and description,
 * from the common texts under `titles.<key>` and `descriptions.<key>`. The SPA writes them on every route
 * change (features/layout/use-page-seo.ts); the build writes them for the server (scripts/page-heads.ts).
 */
export function routeHeadText(t: CommonTexts, titleKey: string): { title: string; description: string } {
  const title = t(`titles.${titleKey}`);
  return {
    title: titleKey === "home" ? title : `${title} — ${t("brand")}`,
    description: t(`descriptions.${titleKey}`, { defaultValue: t("descriptions.default") }),
  };
}

const OG_LOCALES: Record<string, string> = { ru: "ru_RU", en: "en_US" };

function upsertMeta(doc: Document, attribute: "name" | "property", key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement("meta");
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(doc: Document, href: string): void {
  let link = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement("link");
    link.rel = "canonical";
    doc.head.append(link);
  }
  link.href = href;
}

/** Whether search engines index the page at `path` (the contract's INDEXED_PAGES). */
function isIndexed(path: string): boolean {
  const pattern = matchPage(path.split(/[?#]/)[0] ?? "/")?.pattern;
  return pattern !== undefined && INDEXED_PAGES.has(pattern);
}

/** The robots rule: none for a page search engines index, else `noindex`. */
function upsertRobots(doc: Document, indexed: boolean): void {
  const element = doc.head.querySelector('meta[name="robots"]');
  if (indexed) element?.remove();
  else upsertMeta(doc, "name", "robots", "noindex");
}

/** An indexed page's address in each language (and the default), as the server writes them; none else. */
function replaceAlternates(doc: Document, origin: string, path: string, indexed: boolean): void {
  for (const link of doc.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (!indexed) return;
  const languages = [
    ...PAGE_LANGUAGES.map((language) => [language, language] as const),
    ["x-default", "ru"] as const,
  ];
  for (const [hreflang, language] of languages) {
    const link = doc.createElement("link");
    link.rel = "alternate";
    link.hreflang = hreflang;
    link.href = pageUrl(origin, path, language);
    doc.head.append(link);
  }
}

/** Writes the page's title, description, canonical link, robots rule and sharing tags into `doc`. */
export function applySeo(seo: PageSeo, doc: Document = document): void {
  const origin = doc.location?.origin ?? "";
  const language = seo.language === "en" ? "en" : "ru";
  const url = pageUrl(origin, seo.path, language);
  const indexed = isIndexed(seo.path);
  const image = new URL(seo.image ?? DEFAULT_SHARE_IMAGE, `${origin}/`).href;
  doc.title = seo.title;
  upsertMeta(doc, "name", "description", seo.description);
  upsertCanonical(doc, url);
  upsertRobots(doc, indexed);
  replaceAlternates(doc, origin, seo.path, indexed);
  upsertMeta(doc, "property", "og:type", "website");
  upsertMeta(doc, "property", "og:site_name", seo.siteName);
  upsertMeta(doc, "property", "og:title", seo.title);
  upsertMeta(doc, "property", "og:description", seo.description);
  upsertMeta(doc, "property", "og:url", url);
  upsertMeta(doc, "property", "og:image", image);
  upsertMeta(doc, "property", "og:locale", OG_LOCALES[seo.language] ?? "ru_RU");
  upsertMeta(doc, "name", "twitter:card", "summary_large_image");
  upsertMeta(doc, "name", "twitter:title", seo.title);
  upsertMeta(doc, "name", "twitter:description", seo.description);
}
