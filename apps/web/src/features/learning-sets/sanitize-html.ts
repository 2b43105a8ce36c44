/**
 * A small allow-list sanitizer for the set descriptions the server sends as HTML. Only plain text
 * formatting survives: allowed elements keep no attributes (links keep an http(s) or mailto href),
 * unknown elements are unwrapped to their text, and dangerous ones are dropped with their content.
 */

const ALLOWED = new Set([
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "h3",
  "h4",
  "blockquote",
  "a",
  "span",
]);
const DROPPED = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "svg",
  "math",
  "form",
  "input",
  "button",
  "textarea",
  "select",
  "link",
  "meta",
  "base",
  "img",
  "video",
  "audio",
  "frame",
  "frameset",
]);
const SAFE_HREF = /^(https?:|mailto:|\/(?!\/))/i;

function clean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ""));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const tag = (child as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) continue;
    if (!ALLOWED.has(tag)) {
      clean(child, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    if (tag === "a") {
      const href = ((child as Element).getAttribute("href") ?? "").trim();
      if (SAFE_HREF.test(href)) {
        copy.setAttribute("href", href);
        copy.setAttribute("rel", "noopener noreferrer nofollow");
      }
    }
    clean(child, copy, doc);
    target.appendChild(copy);
  }
}

/** `html` with only the allow-listed markup left, as an HTML string. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const out = document.createElement("div");
  clean(doc.body, out, document);
  return out.innerHTML;
}
