import { describe, expect, it } from "vitest";
import { applySeo, canonicalUrl } from "./seo.ts";

describe("seo", () => {
  it("builds canonical URLs without query, hash or trailing slash", () => {
    expect(canonicalUrl("https://m.ru", "/")).toBe("https://m.ru/");
    expect(canonicalUrl("https://m.ru/", "/nabory/?x=1#top")).toBe("https://m.ru/nabory");
  });

  it("writes description, canonical and Open Graph tags, updating them in place", () => {
    const page = { title: "T", description: "D", path: "/blog", language: "en", siteName: "S" };
    applySeo(page);
    applySeo({ ...page, title: "T2" });
    const meta = (key: string) =>
      document.head.querySelectorAll<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`);
    expect(document.title).toBe("T2");
    expect(meta("description")[0]?.content).toBe("D");
    expect(meta("og:title")).toHaveLength(1);
    expect(meta("og:title")[0]?.content).toBe("T2");
    expect(meta("og:locale")[0]?.content).toBe("en_US");
    expect(meta("og:url")[0]?.content).toMatch(/\/blog$/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(/\/blog$/);
  });
});
