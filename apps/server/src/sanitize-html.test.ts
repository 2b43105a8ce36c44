import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../test/fixtures/xss-payloads.ts";
import { excerptOf, htmlToText, sanitizeHtml } from "./sanitize-html.ts";

/** OWASP's XSS Filter Evasion Cheat Sheet, one vector each. */
const OWASP_VECTORS: { name: string; payload: string }[] = JSON.parse(
  readFileSync(new URL("../test/fixtures/owasp-xss-filter-evasion.json", import.meta.url), "utf8"),
);

/** True when `html` has an element with an event handler, a script, or a script URL. */
function looksDangerous(html: string): boolean {
  // Attribute values are inert text; look at the markup around them.
  const lower = html
    .toLowerCase()
    .replace(/="[^"]*"/g, (value) => (/^="\s*(javascript|vbscript|data):/.test(value) ? value : '=""'));
  return (
    /<\s*(script|style|iframe|frame|svg|math|object|embed|form|input|button|meta|base|link|body|template|textarea|noscript|xml|table|div|bgsound|isindex|keygen|marquee|video|audio|details)/.test(
      lower,
    ) ||
    /<[^>]*\s(on[a-z]+|style|background|dynsrc|lowsrc|formaction|action|xlink:href|data)\s*=/.test(lower) ||
    /(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/.test(lower)
  );
}

describe("sanitizeHtml", () => {
  it.each(XSS_PAYLOADS)("neutralises %s", (payload) => {
    const clean = sanitizeHtml(payload);
    expect(looksDangerous(clean), clean).toBe(false);
    // Sanitizing again changes nothing: the output is already in its final form.
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it.each(OWASP_VECTORS)("neutralises OWASP's «$name»", ({ payload }) => {
    const clean = sanitizeHtml(payload);
    expect(looksDangerous(clean), clean).toBe(false);
    expect(sanitizeHtml(clean)).toBe(clean);
  });

  it("has OWASP's whole list to check", () => {
    expect(OWASP_VECTORS.length).toBeGreaterThan(100);
  });

  it("keeps the allowed elements and attributes", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <b>b</b>, <i>i</i>, <u>u</u>, <s>s</s><br />text</p><ul><li>one</li></ul><ol><li>two</li></ol>" +
      '<blockquote>quote</blockquote><hr /><figure><img src="/uploads/posts/a.png" alt="A" /><figcaption>cap</figcaption></figure>' +
      '<h3>h3</h3><h4>h4</h4><p><a href="/post/x">in</a> <a href="mailto:a@b.c">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("adds its own rel to absolute links and drops disallowed attributes", () => {
    expect(
      sanitizeHtml('<a href="https://example.com" target="_blank" class="x" title="t" rel="opener">e</a>'),
    ).toBe('<a href="https://example.com" title="t" rel="noopener noreferrer nofollow">e</a>');
    expect(sanitizeHtml('<a href="/x" rel="opener">e</a>')).toBe('<a href="/x">e</a>');
    expect(sanitizeHtml('<p class="c" style="color:red" id="i">x</p>')).toBe("<p>x</p>");
  });

  it("unwraps unknown elements but keeps their text, and drops dangerous ones with their content", () => {
    expect(sanitizeHtml("<div><span>kept</span></div>")).toBe("kept");
    expect(sanitizeHtml("<p>a<script>bad()</script>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeHtml("<p>a<style>p{}</style>b<iframe>c</iframe>d</p>")).toBe("<p>abd</p>");
    expect(sanitizeHtml('<svg><a href="/x">in svg</a></svg>after')).toBe("after");
  });

  it("writes well-formed HTML: text escaped, references decoded, open elements closed, stray ends dropped", () => {
    const cases: [string, string][] = [
      ["1 < 2 & 3 > 2 &laquo;ok&raquo; &#169;", "1 &lt; 2 &amp; 3 &gt; 2 «ok» ©"],
      ["<p><strong>x", "<p><strong>x</strong></p>"],
      ["x</div>", "x"],
      ["<ul><li>a</ul>", "<ul><li>a</li></ul>"],
    ];
    for (const [html, clean] of cases) expect(sanitizeHtml(html), html).toBe(clean);
  });

  it("keeps links to http(s), mailto and relative URLs, and images from https or this site only", () => {
    const href = (url: string) => sanitizeHtml(`<a href="${url}">x</a>`);
    expect(href("https://a.b/c?d=1&amp;e=2")).toContain('href="https://a.b/c?d=1&amp;e=2"');
    expect(href("http://a.b")).toContain('href="http://a.b"');
    expect(href("../x#y")).toBe('<a href="../x#y">x</a>');
    for (const url of [
      "javascript:x",
      " JAVASCRIPT:x",
      "java\tscript:x",
      "jav&#x61;script:x",
      "data:text/html,x",
      "\u0001javascript:x",
      "//evil.example/x",
    ]) {
      expect(href(url), url).toBe("<a>x</a>");
    }
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe("");
    expect(sanitizeHtml('<img src="//cdn.example/a.png">')).toBe("");
    expect(sanitizeHtml('<img src="mailto:x@y.z">')).toBe("");
    expect(sanitizeHtml('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
  });
});

describe("excerptOf", () => {
  it("gives the first 350 characters of the text, with an ellipsis when cut", () => {
    const long = `<p>${"слово ".repeat(100)}</p>`;
    const excerpt = excerptOf(long);
    expect([...excerpt].length).toBeLessThanOrEqual(351);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerptOf("<p>Short &amp; <b>sweet</b></p><p>Next</p>")).toBe("Short & sweet Next");
  });
  it("never includes markup or the text of dropped elements", () => {
    expect(htmlToText("<p>a<script>alert(1)</script>b</p>")).toBe("ab");
    expect(htmlToText("<p>&lt;script&gt;</p>")).toBe("<script>");
  });
});
