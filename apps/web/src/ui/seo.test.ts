import { pageUrl } from "@mandala/contract/pages";
import { describe, expect, it } from "vitest";
import { applySeo, routeHeadText } from "./seo.ts";

describe("seo", () => {
  it("builds a page's address in each language without query, hash or trailing slash", () => {
    expect(pageUrl("https://m.ru", "/", "ru")).toBe("https://m.ru/");
    expect(pageUrl("https://m.ru/", "/nabory/?x=1#top", "ru")).toBe("https://m.ru/nabory");
    expect(pageUrl("https://m.ru", "/nabory/?lang=en", "en")).toBe("https://m.ru/nabory?lang=en");
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
    expect(meta("og:url")[0]?.content).toMatch(/\/blog\?lang=en$/);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(
      /\/blog\?lang=en$/,
    );
  });

  it("names an indexed page's address in each language (hreflang), and none on a page not indexed", () => {
    const page = { title: "T", description: "D", language: "ru", siteName: "S" };
    const alternates = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map((link) => [
        link.hreflang,
        new URL(link.href).pathname + new URL(link.href).search,
      ]);
    applySeo({ ...page, path: "/nabory/" });
    applySeo({ ...page, path: "/blog" });
    expect(alternates()).toEqual([
      ["ru", "/blog"],
      ["en", "/blog?lang=en"],
      ["x-default", "/blog"],
    ]);
    applySeo({ ...page, path: "/profile" });
    expect(alternates()).toEqual([]);
  });

  it("says noindex on a page search engines do not index, and takes it back on one they do", () => {
    const page = { title: "T", description: "D", language: "ru", siteName: "S" };
    const robots = () => document.head.querySelectorAll<HTMLMetaElement>('meta[name="robots"]');
    applySeo({ ...page, path: "/payment/success?payment=1" });
    expect([...robots()].map((meta) => meta.content)).toEqual(["noindex"]);
    applySeo({ ...page, path: "/post/hello" });
    expect(robots()).toHaveLength(0);
  });

  it("titles a route with the site's name, except the home page, and falls back to the default description", () => {
    const texts: Record<string, string> = {
      "titles.home": "Home — site",
      "titles.blog": "Blog",
      "descriptions.home": "About the site",
      "descriptions.default": "Default",
      brand: "Site",
    };
    const t = (key: string, options?: { defaultValue: string }) => texts[key] ?? options?.defaultValue ?? key;
    expect(routeHeadText(t, "home")).toEqual({ title: "Home — site", description: "About the site" });
    expect(routeHeadText(t, "blog")).toEqual({ title: "Blog — Site", description: "Default" });
  });
});
