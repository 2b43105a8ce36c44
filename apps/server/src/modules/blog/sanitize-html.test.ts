import { describe, expect, it } from "vitest";
import { excerptOf, htmlToText, safeUrl, sanitizeHtml } from "./sanitize-html.ts";
import { XSS_PAYLOADS } from "./xss-payloads.ts";

/** True when `html` has an element with an event handler, a script, or a script URL. */
function looksDangerous(html: string): boolean {
  // Attribute values are inert text; look at the markup around them.
  const lower = html
    .toLowerCase()
    .replace(/="[^"]*"/g, (value) => (/^="\s*(javascript|vbscript|data):/.test(value) ? value : '=""'));
  return (
    /<\s*(script|style|iframe|svg|math|object|embed|form|input|meta|base|link|body|template|textarea|noscript)/.test(
      lower,
    ) ||
    /<[^>]*\son[a-z]+\s*=/.test(lower) ||
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

  it("keeps the allowed elements and attributes", () => {
    const html =
      "<h2>Title</h2><p>Some <strong>bold</strong>, <em>em</em>, <b>b</b>, <i>i</i><br>text</p><ul><li>one</li></ul><ol><li>two</li></ol>" +
      '<blockquote>quote</blockquote><hr><figure><img src="/uploads/posts/a.png" alt="A"><figcaption>cap</figcaption></figure>' +
      '<h3>h3</h3><h4>h4</h4><p><a href="/post/x">in</a> <a href="mailto:a@b.c">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("adds rel to absolute links and drops disallowed attributes", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" class="x" title="t">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" title="t">e</a>',
    );
    expect(sanitizeHtml('<p class="c" style="color:red" id="i">x</p>')).toBe("<p>x</p>");
  });

  it("unwraps unknown elements but keeps their text, and drops dangerous ones with their content", () => {
    expect(sanitizeHtml("<div><span>kept</span></div>")).toBe("kept");
    expect(sanitizeHtml("<p>a<script>bad()</script>b</p>")).toBe("<p>ab</p>");
    expect(sanitizeHtml("<p>a<style>p{}</style>b<iframe>c</iframe>d</p>")).toBe("<p>abd</p>");
  });

  it("escapes text and keeps character references", () => {
    expect(sanitizeHtml("1 < 2 & 3 > 2 &laquo;ok&raquo; &#169;")).toBe(
      "1 &lt; 2 &amp; 3 &gt; 2 &laquo;ok&raquo; &#169;",
    );
  });

  it("closes open elements and drops stray end tags", () => {
    expect(sanitizeHtml("<p><strong>x")).toBe("<p><strong>x</strong></p>");
    expect(sanitizeHtml("x</p></div>")).toBe("x");
    expect(sanitizeHtml("<ul><li>a</ul>")).toBe("<ul><li>a</li></ul>");
  });

  it("drops images without an allowed source", () => {
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe("");
    expect(sanitizeHtml('<img src="//cdn.example/a.png">')).toBe("");
    expect(sanitizeHtml('<img src="https://cdn.example/a.png">')).toBe(
      '<img src="https://cdn.example/a.png">',
    );
  });
});

describe("safeUrl", () => {
  it("allows http(s), mailto and relative links, and https or relative images", () => {
    expect(safeUrl("https://a.b/c?d=1&e=2", "href")).toBe("https://a.b/c?d=1&e=2");
    expect(safeUrl("http://a.b", "href")).toBe("http://a.b");
    expect(safeUrl("mailto:x@y.z", "href")).toBe("mailto:x@y.z");
    expect(safeUrl("../x#y", "href")).toBe("../x#y");
    expect(safeUrl("mailto:x@y.z", "src")).toBeNull();
    expect(safeUrl("http://a.b/x.png", "src")).toBeNull();
    expect(safeUrl("a.png", "src")).toBe("a.png");
  });
  it("refuses script and data URLs however they are spelled", () => {
    for (const url of [
      "javascript:x",
      " JAVASCRIPT:x",
      "java\tscript:x",
      "jav&#x61;script:x",
      "data:text/html,x",
      "\u0001javascript:x",
    ]) {
      expect(safeUrl(url, "href"), url).toBeNull();
    }
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
  it("never includes markup", () => {
    expect(htmlToText("<p>a<script>alert(1)</script>b</p>")).toBe("ab");
  });
});
