/**
 * The web app's pages as the server answers them: 404 for an address no page has or for an unknown
 * post, category, tag, set or share link, and the page's own title, description, canonical link, robots
 * rule and sharing tags (Open Graph, VK, Twitter) written into the app's HTML, so that a shared link
 * shows a card before any script runs. A post, category, tag, set or share link says its own; every
 * other page what the web app's texts say of its route (dist/page-heads.json, written by the build).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  DEFAULT_SHARE_IMAGE,
  INDEXED_PAGES,
  matchPage,
  PAGE_LANGUAGES,
  type PageHeadTexts,
  pageUrl,
  shareFiles,
  shareImageOf,
} from "@mandala/contract/pages";
import type { DbOrTx } from "../../db/client.ts";
import { escapeHtml } from "../../html.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import { excerptOf } from "../../sanitize-html.ts";
import { findCategoryBySlug, findPosts, findTagBySlug } from "../blog/index.ts";
import { findSetBySlug } from "../catalogue/index.ts";
import { findLiveShare } from "../colouring/index.ts";

export interface PageHead {
  title: string;
  description: string;
  /** Root-relative or absolute URL of the sharing picture. */
  image: string;
  type: "website" | "article";
  /**
   * The page's own picture, asked for before its fonts and scripts: on a phone's slow link they share
   * the bandwidth, and the share page's mandala came 2.4 s after the document behind them.
   */
  picture?: string;
}

/** What a page address answers: its status and head (none when the build wrote no page heads). */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead | null;
  /** Search engines may index it (contract's INDEXED_PAGES); else the page says `noindex`. */
  indexed: boolean;
}

/** The page heads the web app's build wrote (dist/page-heads.json), or null for a build without them. */
export function readPageHeads(webDist: string): PageHeadTexts | null {
  const file = path.join(webDist, "page-heads.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as PageHeadTexts) : null;
}

async function entityHead(
  db: DbOrTx,
  pattern: string,
  params: Record<string, string>,
  locale: Locale,
): Promise<PageHead | null | undefined> {
  const titled = (name: string) => translate("content.pageTitle", locale, { name });
  if (pattern === "/post/:slug") {
    const [row] = await findPosts(db, { publishedOnly: true, slug: params.slug ?? "" });
    if (!row) return null;
    const { post } = row;
    return {
      title: titled(post.title),
      description: excerptOf(post.content, 200),
      image: post.featuredImage ? `/uploads/${post.featuredImage}` : DEFAULT_SHARE_IMAGE,
      type: "article",
    };
  }
  // A category's or a tag's page: the blog's list of its posts, titled by its name.
  const term =
    pattern === "/category/:category"
      ? { kind: "category" as const, row: await findCategoryBySlug(db, params.category ?? "") }
      : pattern === "/tag/:slug"
        ? { kind: "tag" as const, row: await findTagBySlug(db, params.slug ?? "") }
        : undefined;
  if (term) {
    if (!term.row) return null;
    const name = { name: term.row.name };
    return {
      title: titled(translate(`content.${term.kind}Title`, locale, name)),
      description: translate(`content.${term.kind}Description`, locale, name),
      image: DEFAULT_SHARE_IMAGE,
      type: "website",
    };
  }
  if (pattern === "/nabory/:id" || pattern === "/nabory/:id/kupit" || pattern === "/nabory/:id/raskrasit") {
    const row = await findSetBySlug(db, params.id ?? "");
    if (!row) return null;
    const { set } = row;
    return {
      title: titled(set.name),
      description: set.descriptionShort || translate("content.setDescription", locale, { name: set.name }),
      image: shareImageOf(set.iconUrl),
      type: "website",
    };
  }
  if (pattern === "/s/:token") {
    const found = await findLiveShare(db, params.token ?? "");
    if (!found) return null;
    const files = shareFiles(found.share.token);
    return {
      title: titled(translate("shares.cardTitle", locale)),
      description: found.share.showPhrase
        ? `«${found.mandala.phrase}»`
        : translate("shares.cardText", locale),
      image: files.card,
      type: "website",
      picture: files.image,
    };
  }
  return undefined;
}

/** The head of a page that says nothing of its own: its route's texts and the drawn mandala. */
function routeHead(heads: PageHeadTexts | null, pattern: string, locale: Locale): PageHead | null {
  const texts = heads?.[locale]?.pages[pattern];
  return texts ? { ...texts, image: DEFAULT_SHARE_IMAGE, type: "website" } : null;
}

/** The status and head of the page at `pathname`; `heads`: the build's page heads. */
export async function resolvePage(
  db: DbOrTx,
  pathname: string,
  locale: Locale,
  heads: PageHeadTexts | null,
): Promise<PageAnswer> {
  const match = matchPage(pathname);
  const notFound: PageAnswer = { status: 404, head: routeHead(heads, "*", locale), indexed: false };
  if (!match) return notFound;
  const head = await entityHead(db, match.pattern, match.params, locale);
  if (head === null) return notFound;
  return {
    status: 200,
    head: head ?? routeHead(heads, match.pattern, locale),
    indexed: INDEXED_PAGES.has(match.pattern),
  };
}

/** The title, description, canonical and alternate links and sharing tags the app's HTML carries (replaced here). */
const HEAD_TAGS =
  /\s*(?:<title>[\s\S]*?<\/title>|<meta\s+(?:name|property)="(?:description|robots|og:[\w:]+|twitter:[\w:]+|vk:[\w:]+)"[^>]*>|<link\s+rel="(?:canonical|alternate)"[^>]*>)/g;

const NOINDEX = '<meta name="robots" content="noindex" />';

/** The page's address in each language, and the default (Russian) for any other: `hreflang` links. */
function alternateLinks(publicUrl: string, pathname: string): string[] {
  const link = (hreflang: string, href: string) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`;
  return [
    ...PAGE_LANGUAGES.map((language) => link(language, pageUrl(publicUrl, pathname, language))),
    link("x-default", pageUrl(publicUrl, pathname, "ru")),
  ];
}

/**
 * `html` in `locale` with its title and sharing tags replaced by the answer's head (every value
 * escaped) and a noindex rule where due; a missing page gets its title and the noindex rule only.
 */
export function writeHead(
  html: string,
  answer: PageAnswer,
  { publicUrl, pathname, locale }: { publicUrl: string; pathname: string; locale: Locale },
): string {
  const siteName = translate("content.siteName", locale);
  let tags: string[];
  const robots = answer.indexed ? [] : [NOINDEX];
  if (!answer.head) {
    if (answer.indexed) return html;
    tags = robots;
  } else if (answer.status === 404) {
    tags = [`<title>${escapeHtml(answer.head.title)}</title>`, ...robots];
  } else {
    const { head } = answer;
    const url = pageUrl(publicUrl, pathname, locale);
    const image = new URL(head.image, `${publicUrl}/`).href;
    const meta = (attribute: "name" | "property", key: string, value: string) =>
      `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
    tags = [
      `<title>${escapeHtml(head.title)}</title>`,
      meta("name", "description", head.description),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      meta("property", "og:type", head.type),
      meta("property", "og:site_name", siteName),
      meta("property", "og:title", head.title),
      meta("property", "og:description", head.description),
      meta("property", "og:url", url),
      meta("property", "og:image", image),
      meta("property", "og:locale", locale === "en" ? "en_US" : "ru_RU"),
      meta("property", "vk:image", image),
      meta("name", "twitter:card", "summary_large_image"),
      meta("name", "twitter:title", head.title),
      meta("name", "twitter:description", head.description),
      meta("name", "twitter:image", image),
      ...robots,
      ...(answer.indexed ? alternateLinks(publicUrl, pathname) : []),
    ];
  }
  const picture = answer.status === 200 ? answer.head?.picture : undefined;
  const stripped = html
    .replace(HEAD_TAGS, "")
    .replace(/<html lang="\w+"/, `<html lang="${locale}"`)
    .replace(/<head>/, (open) =>
      picture
        ? `${open}\n    <link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(picture)}" />`
        : open,
    );
  const at = stripped.indexOf("</head>");
  const block = tags.map((tag) => `\n    ${tag}`).join("");
  return at === -1
    ? `${block}${stripped}`
    : `${stripped.slice(0, at).trimEnd()}${block}\n  ${stripped.slice(at)}`;
}
