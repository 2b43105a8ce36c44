import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html.ts";

describe("sanitizeHtml", () => {
  it("keeps paragraphs and simple formatting", () => {
    expect(sanitizeHtml("<p>Один <strong>два</strong></p><ul><li>три</li></ul>")).toBe(
      "<p>Один <strong>два</strong></p><ul><li>три</li></ul>",
    );
  });

  it("drops scripts, handlers and styles", () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red">Текст</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    );
    expect(html).toBe("<p>Текст</p>");
  });

  it("keeps only safe link targets", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeHtml('<a href="https://example.com" target="_top">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it("unwraps unknown elements to their text", () => {
    expect(sanitizeHtml("<div><section>Только текст</section></div>")).toBe("Только текст");
  });
});
