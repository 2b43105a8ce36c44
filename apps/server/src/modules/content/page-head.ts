/**
 * The web app's pages as the server answers them: 404 for an address no page has or for an unknown
 * post, category, tag, set or share link, and the page's own title, description and sharing tags (Open Graph, VK,
 * Twitter) written into the app's HTML, so that a shared link shows a card before any script runs.
 */
import { matchPage } from "@mandala/contract/pages";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blogTags } from "../../db/schema.ts";
import { escapeHtml } from "../../html.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import { excerptOf } from "../../sanitize-html.ts";
import { findSetBySlug } from "../billing/index.ts";
import { findCategoryBySlug, findPosts } from "../blog/index.ts";
import { findLiveShare } from "../colouring/index.ts";

/** The default sharing picture: a mandala drawn by our engine (apps/web/public, scripts/home-images.ts). */
export const DEFAULT_SHARE_IMAGE = "/images/og-mandala.jpg";

export interface PageHead {
  title: string;
  description: string;
  /** Root-relative or absolute URL of the sharing picture. */
  image: string;
  type: "website" | "article";
}

/** What a page address answers: its status and, for a post, category, tag or set, its own head. */
export interface PageAnswer {
  status: 200 | 404;
  head: PageHead | null;
}

const RASTER = /\.(jpe?g|png|webp|gif)$/i;

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
  if (pattern === "/category/:category") {
    const category = await findCategoryBySlug(db, params.category ?? "");
    if (!category) return null;
    return {
      title: titled(translate("content.categoryTitle", locale, { name: category.name })),
      description: translate("content.categoryDescription", locale, { name: category.name }),
      image: DEFAULT_SHARE_IMAGE,
      type: "website",
    };
  }
  if (pattern === "/tag/:slug") {
    const [tag] = await db
      .select()
      .from(blogTags)
      .where(eq(blogTags.slug, params.slug ?? ""));
    if (!tag) return null;
    return {
      title: titled(translate("content.tagTitle", locale, { name: tag.name })),
      description: translate("content.tagDescription", locale, { name: tag.name }),
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
      image: RASTER.test(set.iconUrl) ? set.iconUrl : DEFAULT_SHARE_IMAGE,
      type: "website",
    };
  }
  if (pattern === "/s/:token") {
    const found = await findLiveShare(db, params.token ?? "");
    if (!found) return null;
    return {
      title: titled(translate("shares.cardTitle", locale)),
      description: found.share.showPhrase
        ? `«${found.mandala.phrase}»`
        : translate("shares.cardText", locale),
      image: `/api/shares/${encodeURIComponent(found.share.token)}/card.jpg`,
      type: "website",
    };
  }
  return undefined;
}

/** The status and head of the page at `pathname`. */
export async function resolvePage(db: DbOrTx, pathname: string, locale: Locale): Promise<PageAnswer> {
  const match = matchPage(pathname);
  if (!match) return { status: 404, head: null };
  const head = await entityHead(db, match.pattern, match.params, locale);
  if (head === null) return { status: 404, head: null };
  return { status: 200, head: head ?? null };
}

/** The title, description, canonical link and sharing tags the app's HTML carries (replaced here). */
const HEAD_TAGS =
  /\s*(?:<title>[\s\S]*?<\/title>|<meta\s+(?:name|property)="(?:description|robots|og:[\w:]+|twitter:[\w:]+|vk:[\w:]+)"[^>]*>|<link\s+rel="canonical"[^>]*>)/g;

/**
 * `html` with its title and sharing tags replaced by `head`'s (every value escaped), or, for a
 * missing page, by a not-found title and a noindex rule.
 */
export function writeHead(
  html: string,
  answer: PageAnswer,
  { publicUrl, pathname, locale }: { publicUrl: string; pathname: string; locale: Locale },
): string {
  if (answer.status === 200 && !answer.head) return html;
  const siteName = translate("content.siteName", locale);
  let tags: string[];
  if (!answer.head) {
    const title = translate("content.pageTitle", locale, {
      name: translate("content.notFoundTitle", locale),
    });
    tags = [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex" />'];
  } else {
    const { head } = answer;
    const url = `${publicUrl}${pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname}`;
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
    ];
  }
  const stripped = html.replace(HEAD_TAGS, "");
  const at = stripped.indexOf("</head>");
  const block = tags.map((tag) => `\n    ${tag}`).join("");
  return at === -1
    ? `${block}${stripped}`
    : `${stripped.slice(0, at).trimEnd()}${block}\n  ${stripped.slice(at)}`;
}
