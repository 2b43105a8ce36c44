/**
 * A strict allow-list HTML sanitizer for post content. The input is tokenized and the output is
 * written anew from the tokens: only allowed elements and attributes, every text and attribute value
 * escaped, so nothing the browser could read as markup survives (no comments, no raw-text elements,
 * no foreign content). URLs are decoded before they are checked, then written escaped, so what the
 * browser sees is exactly what was checked.
 */

/** Elements kept (with their allowed attributes). */
const ALLOWED: Record<string, readonly string[]> = {
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
  a: ["href", "title"],
  blockquote: [],
  img: ["src", "alt"],
  br: [],
  hr: [],
  figure: [],
  figcaption: [],
};

const VOID = new Set([
  "img",
  "br",
  "hr",
  "area",
  "base",
  "col",
  "embed",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Elements whose text is not markup: the tokenizer reads on to their end tag. */
const RAW_TEXT = new Set([
  "script",
  "style",
  "textarea",
  "title",
  "xmp",
  "iframe",
  "noembed",
  "noframes",
  "noscript",
]);

/** Elements dropped with everything inside them. */
const DROP_CONTENT = new Set([
  ...RAW_TEXT,
  "plaintext",
  "template",
  "svg",
  "math",
  "object",
  "applet",
  "select",
  "frameset",
  "head",
  "audio",
  "video",
  "canvas",
  "picture",
  "map",
  "button",
]);

type Token =
  | { kind: "text"; text: string }
  | { kind: "start"; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { kind: "end"; name: string };

const NAME_START = /[a-zA-Z]/;
const SPACE = /[\t\n\f\r ]/;

/** Splits HTML into text, start-tag and end-tag tokens, the way a browser's tokenizer would. */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let text = "";
  const flushText = () => {
    if (text) tokens.push({ kind: "text", text });
    text = "";
  };
  const skipTo = (marker: string) => {
    const end = html.indexOf(marker, i);
    i = end === -1 ? html.length : end + marker.length;
  };

  while (i < html.length) {
    const ch = html[i] as string;
    if (ch !== "<") {
      text += ch;
      i++;
      continue;
    }
    const next = html[i + 1] ?? "";
    if (html.startsWith("<!--", i)) {
      flushText();
      i += 4;
      if (html[i] === ">") i += 1;
      else if (html.startsWith("->", i)) i += 2;
      else {
        const end = html.slice(i).search(/--!?>/);
        i = end === -1 ? html.length : i + end + (html[i + end + 2] === "!" ? 4 : 3);
      }
      continue;
    }
    if (next === "!" || next === "?") {
      flushText();
      skipTo(">");
      continue;
    }
    if (next === "/") {
      const first = html[i + 2] ?? "";
      if (first === ">") {
        i += 3;
        continue;
      }
      flushText();
      if (!NAME_START.test(first)) {
        skipTo(">"); // a bogus comment
        continue;
      }
      const tag = readTag(html, i + 2);
      if (!tag) break; // an unfinished tag at the end is dropped, as a browser does
      tokens.push({ kind: "end", name: tag.name });
      i = tag.end;
      continue;
    }
    if (!NAME_START.test(next)) {
      text += ch;
      i++;
      continue;
    }
    flushText();
    const tag = readTag(html, i + 1);
    if (!tag) break;
    tokens.push({ kind: "start", name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
    i = tag.end;
    if (tag.name === "plaintext") break; // everything after it is text of a dropped element
    if (RAW_TEXT.has(tag.name)) {
      // Raw text runs to the first `</name` followed by a delimiter.
      const closing = new RegExp(`</${tag.name}(?=[\\t\\n\\f\\r />])`, "i");
      const rest = html.slice(i);
      const found = rest.search(closing);
      if (found === -1) {
        i = html.length;
        break;
      }
      i += found;
    }
  }
  flushText();
  return tokens;
}

/** Reads a tag's name and attributes from `start` (just after `<` or `</`); null if it never ends. */
function readTag(html: string, start: number) {
  let i = start;
  let name = "";
  while (i < html.length && !SPACE.test(html[i] as string) && html[i] !== "/" && html[i] !== ">") {
    name += html[i];
    i++;
  }
  const attrs: [string, string][] = [];
  let selfClosing = false;
  while (i < html.length) {
    const ch = html[i] as string;
    if (SPACE.test(ch)) {
      i++;
      continue;
    }
    if (ch === ">") {
      return { name: name.toLowerCase(), attrs, selfClosing, end: i + 1 };
    }
    if (ch === "/") {
      selfClosing = html[i + 1] === ">";
      i++;
      continue;
    }
    let attrName = ch;
    i++;
    while (i < html.length && !/[\t\n\f\r />=]/.test(html[i] as string)) {
      attrName += html[i];
      i++;
    }
    while (i < html.length && SPACE.test(html[i] as string)) i++;
    let value = "";
    if (html[i] === "=") {
      i++;
      while (i < html.length && SPACE.test(html[i] as string)) i++;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const end = html.indexOf(quote, i + 1);
        if (end === -1) return null;
        value = html.slice(i + 1, end);
        i = end + 1;
      } else {
        while (i < html.length && !SPACE.test(html[i] as string) && html[i] !== ">") {
          value += html[i];
          i++;
        }
      }
    }
    attrName = attrName.toLowerCase();
    if (!attrs.some(([existing]) => existing === attrName)) attrs.push([attrName, value]);
  }
  return null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  colon: ":",
  tab: "\t",
  newline: "\n",
  laquo: "«",
  raquo: "»",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  copy: "©",
  reg: "®",
  trade: "™",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  bdquo: "„",
  times: "×",
  middot: "·",
  bull: "•",
  deg: "°",
  euro: "€",
  shy: "\u00ad",
  thinsp: "\u2009",
  ensp: "\u2002",
  emsp: "\u2003",
  sol: "/",
  lpar: "(",
  rpar: ")",
  period: ".",
  excl: "!",
};

/** Decodes numeric references and the common named ones; others stay as written. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z][a-zA-Z0-9]*);?/g, (whole, ref: string) => {
    if (ref.startsWith("#")) {
      const code =
        ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return "\ufffd";
      }
      return String.fromCodePoint(code);
    }
    const named = NAMED_ENTITIES[ref.toLowerCase()];
    return named !== undefined && (whole.endsWith(";") || ref.length <= 6) ? named : whole;
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Escapes text, keeping well-formed character references (they can only ever mean text). */
const escapeText = (value: string) =>
  value
    .replace(/&(?!(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");

const isControl = (code: number) => code < 0x20 || code === 0x7f;

function trimControls(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end);
}

function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return true;
  return false;
}

/**
 * The URL to keep for `attribute`, or null: links may be http(s), mailto or relative; images only
 * https or relative (same site, not `//host`).
 */
export function safeUrl(raw: string, attribute: "href" | "src"): string | null {
  // Browsers drop surrounding controls and spaces and every tab or newline inside a URL.
  const url = trimControls(decodeEntities(raw).replace(/[\t\n\r]/g, ""));
  if (url === "" || hasControl(url)) return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const allowed = attribute === "href" ? ["http", "https", "mailto"] : ["https"];
    return allowed.includes(scheme) ? url : null;
  }
  // No scheme, yet a colon before any path character: not a URL a browser would read as relative.
  if (/^[^/?#]*:/.test(url)) return null;
  if (attribute === "src" && /^[/\\][/\\]/.test(url)) return null;
  return url;
}

function renderStart(name: string, attrs: [string, string][]): string | null {
  const allowed = ALLOWED[name] ?? [];
  let out = `<${name}`;
  for (const [attr, value] of attrs) {
    if (!allowed.includes(attr)) continue;
    if (attr === "href" || attr === "src") {
      const url = safeUrl(value, attr);
      if (url === null) continue;
      out += ` ${attr}="${escapeAttribute(url)}"`;
      if (attr === "href" && /^https?:/i.test(url)) out += ' rel="noopener noreferrer nofollow"';
    } else {
      out += ` ${attr}="${escapeAttribute(decodeEntities(value))}"`;
    }
  }
  if (name === "img" && !out.includes(" src=")) return null;
  return `${out}>`;
}

/** The allowed subset of `html`, well-formed and safe to put into a page. */
export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  let dropping: { name: string; depth: number } | null = null;

  for (const token of tokenize(html)) {
    if (dropping) {
      if (token.kind === "start" && token.name === dropping.name && !token.selfClosing) dropping.depth++;
      if (token.kind === "end" && token.name === dropping.name && --dropping.depth === 0) dropping = null;
      continue;
    }
    if (token.kind === "text") {
      out.push(escapeText(token.text));
    } else if (token.kind === "start") {
      if (DROP_CONTENT.has(token.name)) {
        if (!token.selfClosing || RAW_TEXT.has(token.name)) dropping = { name: token.name, depth: 1 };
        continue;
      }
      if (!(token.name in ALLOWED)) continue;
      const tag = renderStart(token.name, token.attrs);
      if (tag === null) continue;
      out.push(tag);
      if (!VOID.has(token.name)) open.push(token.name);
    } else {
      const index = open.lastIndexOf(token.name);
      if (index === -1) continue;
      while (open.length > index) out.push(`</${open.pop()}>`);
    }
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join("");
}

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

/** The text of sanitized HTML (tags removed, references decoded, whitespace collapsed). */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === "text") parts.push(decodeEntities(token.text));
    else if (BLOCK.has(token.name)) parts.push(" ");
  }
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The first `length` characters of the text of `html`, with an ellipsis when cut. */
export function excerptOf(html: string, length = 350): string {
  const chars = [...htmlToText(sanitizeHtml(html))];
  if (chars.length <= length) return chars.join("");
  return `${chars.slice(0, length).join("").trimEnd()}…`;
}
