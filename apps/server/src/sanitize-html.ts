/**
 * The one HTML allow-list for every stored HTML the site shows (blog posts, learning-set
 * descriptions), applied with the kept `sanitize-html` library on write and again on render: only the
 * elements and attributes below survive, links keep http(s), mailto or relative URLs, images https or
 * same-site ones; unknown elements are unwrapped to their text, dangerous ones dropped with their content.
 */
import { Parser } from "htmlparser2";
import sanitize from "sanitize-html";

/** Elements kept, with the attributes each may keep. */
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  p: [],
  h2: [],
  h3: [],
  h4: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  b: [],
  i: [],
  u: [],
  s: [],
  // `rel` is never the author's: the transform below sets it.
  a: ["href", "title", "rel"],
  blockquote: [],
  img: ["src", "alt"],
  br: [],
  hr: [],
  figure: [],
  figcaption: [],
};

/** Elements dropped together with everything inside them (the rest of the unknown ones keep their text). */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
  "plaintext",
  "template",
  "svg",
  "math",
  "object",
  "applet",
  "select",
  "option",
  "frameset",
  "head",
  "audio",
  "video",
  "canvas",
  "picture",
  "map",
  "button",
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: Object.keys(ALLOWED_ATTRIBUTES),
  allowedAttributes: ALLOWED_ATTRIBUTES,
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  // An image without a source it may keep is no image.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
  transformTags: {
    // Links to other sites get no opener and no referrer, and pass no ranking.
    a: (tagName, { rel: _authors, ...attribs }) => ({
      tagName,
      attribs: /^\s*https?:/i.test(attribs.href ?? "")
        ? { ...attribs, rel: "noopener noreferrer nofollow" }
        : attribs,
    }),
  },
};

/** The allowed subset of `html`, well-formed and safe to put into a page. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Elements after which the text reads on as a new word. */
const BLOCK = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "br",
  "hr",
  "figure",
  "figcaption",
  "img",
]);

/** The text `html` shows once sanitized (tags removed, references decoded, whitespace collapsed). */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const parser = new Parser({
    ontext: (text) => parts.push(text),
    onopentag: (name) => BLOCK.has(name) && parts.push(" "),
    onclosetag: (name) => BLOCK.has(name) && parts.push(" "),
  });
  parser.end(sanitizeHtml(html));
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The first `length` characters of the text of `html`, with an ellipsis when cut. */
export function excerptOf(html: string, length = 350): string {
  const chars = [...htmlToText(html)];
  if (chars.length <= length) return chars.join("");
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}
