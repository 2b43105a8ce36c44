import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createLearningSet, createUser } from "../../../test/factories.ts";
import { alternatesOf, canonicalOf, metaOf, PUBLIC_PAGES, titleOf } from "../../../test/page-heads.ts";
import { type App, buildApp } from "../../app.ts";
import { createPost } from "../blog/blog.test-support.ts";

const web = fileURLToPath(new URL("../../../../web/", import.meta.url));
/** The web app's own index.html: its head carries the site's generic title and card. */
const INDEX_HTML = readFileSync(path.join(web, "index.html"), "utf8");

/** The page heads the build writes from the web app's texts, by the build's own step. */
let pageHeadsDir = "";
beforeAll(() => {
  pageHeadsDir = mkdtempSync(path.join(os.tmpdir(), "mandala-page-heads-"));
  execFileSync(process.execPath, [path.join(web, "scripts/page-heads.ts"), pageHeadsDir], {
    cwd: web,
    stdio: "ignore",
  });
});

/** The cookie the web app keeps its visitor's language in. */
const ENGLISH = { cookie: "lang=en" };

describe("the web app's pages over HTTP", () => {
  const ctx = useTestApp();
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function webApp() {
    const dist = path.join(ctx.config.dataDir, "web");
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, "index.html"), INDEX_HTML);
    copyFileSync(path.join(pageHeadsDir, "page-heads.json"), path.join(dist, "page-heads.json"));
    app = await buildApp({ config: { ...ctx.config, webDist: dist }, database: ctx.database });
    return app;
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    (app as App).inject({ method: "GET", url, headers });

  /** A post (published unless said otherwise) by a new author. */
  async function post(values: Omit<Parameters<typeof createPost>[1], "authorId">) {
    const author = await createUser(ctx.database.db);
    return createPost(ctx.database.db, { authorId: author.id, ...values });
  }

  it("answers 404 with the app (its not-found page) for unknown paths and unknown slugs", async () => {
    await webApp();
    await post({ slug: "draft", isPublished: false });
    for (const url of [
      "/no-such-page",
      "/blog/extra/segments",
      "/post/missing",
      "/post/draft",
      "/category/missing",
      "/tag/missing",
      "/nabory/missing",
      "/nabory/missing/kupit",
      "/nabory/missing/raskrasit",
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers["content-type"], url).toContain("text/html");
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(titleOf(page.body), url).toEqual(["Страница не найдена — Мандала желаний"]);
      expect(metaOf(page.body, "robots"), url).toEqual(["noindex"]);
    }
    const english = await get("/nowhere", ENGLISH);
    expect(titleOf(english.body)).toEqual(["Page not found — Wish Mandala"]);
  });

  it("answers 200 for the app's own pages and for known slugs", async () => {
    await webApp();
    await post({
      slug: "hello",
      category: "method",
      tags: ["calm"],
    });
    await createLearningSet(ctx.database.db, { slug: "love" });
    for (const url of [
      "/blog",
      "/blog/",
      "/signin?redirect=%2Fapp",
      "/payment/success",
      "/sitemap",
      "/post/hello",
      "/category/method",
      "/tag/calm",
      "/nabory/love",
      "/nabory/love/kupit",
      "/nabory/love/raskrasit",
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("serves a post with its own title, description and sharing card, escaped", async () => {
    await webApp();
    await post({
      slug: "quotes",
      title: 'Мандала "любви" <script>alert(1)</script> & свет',
      content: "<p>Первый абзац о цвете.</p><p>Второй — о линиях.</p>",
      featuredImage: "posts/cover.jpg",
    });
    const page = await get("/post/quotes");
    const title = 'Мандала "любви" <script>alert(1)</script> & свет — Мандала желаний';
    expect(titleOf(page.body)).toEqual([
      "Мандала &quot;любви&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; свет — Мандала желаний",
    ]);
    expect(page.body).not.toContain("<script>alert(1)");
    const generic = [...metaOf(INDEX_HTML, "description"), ...metaOf(INDEX_HTML, "og:description")];
    expect(generic).toHaveLength(2);
    for (const text of generic) expect(page.body).not.toContain(text);
    const decode = (s: string) =>
      s
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    expect(metaOf(page.body, "og:title").map(decode)).toEqual([title]);
    expect(metaOf(page.body, "description")).toEqual(["Первый абзац о цвете. Второй — о линиях."]);
    expect(metaOf(page.body, "og:description")).toEqual(["Первый абзац о цвете. Второй — о линиях."]);
    expect(metaOf(page.body, "og:type")).toEqual(["article"]);
    expect(metaOf(page.body, "og:url")).toEqual(["http://mandala.test/post/quotes"]);
    expect(metaOf(page.body, "og:image")).toEqual(["http://mandala.test/uploads/posts/cover.jpg"]);
    expect(metaOf(page.body, "vk:image")).toEqual(["http://mandala.test/uploads/posts/cover.jpg"]);
    expect(metaOf(page.body, "twitter:card")).toEqual(["summary_large_image"]);
    expect(page.body).toContain('<link rel="canonical" href="http://mandala.test/post/quotes" />');
  });

  it("gives a post without a picture, a category, a tag and a set their own card with a drawn mandala", async () => {
    await webApp();
    await post({
      slug: "plain",
      title: "Простая",
      category: "practice",
      tags: ["colour"],
    });
    await createLearningSet(ctx.database.db, {
      slug: "abundance",
      name: "Изобилие",
      descriptionShort: "Двенадцать мандал о достатке",
    });
    const drawn = "http://mandala.test/images/og-mandala.jpg";
    const cases = [
      { url: "/post/plain", title: "Простая — Мандала желаний" },
      { url: "/category/practice", title: "Рубрика «Category practice» — Мандала желаний" },
      { url: "/tag/colour", title: "Записи с тегом «tag colour» — Мандала желаний" },
      {
        url: "/nabory/abundance",
        title: "Изобилие — Мандала желаний",
        description: "Двенадцать мандал о достатке",
      },
    ];
    for (const { url, title, description } of cases) {
      const page = await get(url);
      expect(titleOf(page.body), url).toEqual([title]);
      expect(metaOf(page.body, "og:title"), url).toEqual([title]);
      expect(metaOf(page.body, "og:image"), url).toEqual([drawn]);
      expect(metaOf(page.body, "og:url"), url).toEqual([`http://mandala.test${url}`]);
      const [text] = metaOf(page.body, "og:description");
      expect(text, url).toBeTruthy();
      if (description) expect(text).toBe(description);
    }
    const english = await get("/category/practice", ENGLISH);
    expect(titleOf(english.body)).toEqual(["Category “Category practice” — Wish Mandala"]);
  });

  it("gives every public page its own title, description, canonical and card, in the visitor's language", async () => {
    await webApp();
    const descriptions = new Set<string>();
    for (const { path: url, ru, en } of PUBLIC_PAGES) {
      for (const [locale, title, headers] of [
        ["ru", ru, {}],
        ["en", en, ENGLISH],
      ] as const) {
        const page = await get(url, headers);
        const where = `${url} (${locale})`;
        expect(page.statusCode, where).toBe(200);
        expect(page.body, where).toContain(`<html lang="${locale}"`);
        expect(titleOf(page.body), where).toEqual([title]);
        expect(metaOf(page.body, "og:title"), where).toEqual([title]);
        const [description] = metaOf(page.body, "description");
        expect(description, where).toBeTruthy();
        expect(metaOf(page.body, "og:description"), where).toEqual([description]);
        descriptions.add(description as string);
        const address = `http://mandala.test${url}`;
        const own = locale === "en" ? `${address}?lang=en` : address;
        expect(canonicalOf(page.body), where).toEqual([own]);
        expect(metaOf(page.body, "og:url"), where).toEqual([own]);
        expect(alternatesOf(page.body), where).toEqual([
          ["ru", address],
          ["en", `${address}?lang=en`],
          ["x-default", address],
        ]);
        expect(metaOf(page.body, "og:image"), where).toEqual(["http://mandala.test/images/og-mandala.jpg"]);
        expect(metaOf(page.body, "vk:image"), where).toEqual(["http://mandala.test/images/og-mandala.jpg"]);
        expect(metaOf(page.body, "og:type"), where).toEqual(["website"]);
        expect(metaOf(page.body, "og:locale"), where).toEqual([locale === "en" ? "en_US" : "ru_RU"]);
        expect(metaOf(page.body, "twitter:card"), where).toEqual(["summary_large_image"]);
        expect(metaOf(page.body, "robots"), where).toEqual([]);
      }
    }
    // Each page describes itself: no two pages share a description, in either language.
    expect(descriptions.size).toBe(PUBLIC_PAGES.length * 2);
  });

  it("sends a page's English address in English, whatever the cookie says", async () => {
    await webApp();
    for (const url of ["/blog?lang=en", "/?lang=en"]) {
      const page = await get(url);
      expect(page.body, url).toContain('<html lang="en"');
      expect(canonicalOf(page.body), url).toEqual([`http://mandala.test${url}`]);
    }
    const russian = await get("/blog?lang=ru", ENGLISH);
    expect(russian.body).toContain('<html lang="ru"');
    expect(canonicalOf(russian.body)).toEqual(["http://mandala.test/blog"]);
  });

  it("marks the app's private pages, callbacks and results noindex, each with its own title", async () => {
    await webApp();
    await createLearningSet(ctx.database.db, { slug: "love" });
    const pages = [
      { url: "/app", title: "Конструктор мандал — Мандала желаний" },
      { url: "/profile", title: "Личный кабинет — Мандала желаний" },
      { url: "/payment", title: "Тарифы и оплата — Мандала желаний" },
      { url: "/payment/success", title: "Оплата прошла — Мандала желаний" },
      { url: "/payment/fail", title: "Оплата не прошла — Мандала желаний" },
      { url: "/oauth/vk/callback?code=x&state=y", title: "Вход через VK ID — Мандала желаний" },
      { url: "/mandalas", title: "Мои мандалы — Мандала желаний" },
      { url: "/colour", title: "Раскраска мандалы — Мандала желаний" },
      { url: "/admin", title: "Администрирование — Мандала желаний" },
      { url: "/print", title: "Печать мандалы — Мандала желаний" },
      { url: "/nabory/love/kupit", title: "Set " },
    ];
    for (const { url, title } of pages) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(titleOf(page.body)[0], url).toContain(title);
      expect(metaOf(page.body, "robots"), url).toEqual(["noindex"]);
      expect(canonicalOf(page.body), url).toEqual([`http://mandala.test${url.split("?")[0]}`]);
      expect(alternatesOf(page.body), url).toEqual([]);
    }
    const english = await get("/payment/success", ENGLISH);
    expect(titleOf(english.body)).toEqual(["Payment received — Wish Mandala"]);
    expect(metaOf(english.body, "robots")).toEqual(["noindex"]);
  });

  it("lists in the sitemap exactly the canonical addresses of indexable pages", async () => {
    await webApp();
    await post({ slug: "listed" });
    await createLearningSet(ctx.database.db, { slug: "listed-set" });
    const xml = (await get("/sitemap.xml")).body;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
    expect(locs).toContain("http://mandala.test/nabory");
    expect(locs).toContain("http://mandala.test/post/listed");
    expect(locs).toContain("http://mandala.test/nabory/listed-set");
    for (const loc of locs) {
      const page = await get(loc.replace("http://mandala.test", ""));
      expect(page.statusCode, loc).toBe(200);
      expect(canonicalOf(page.body), loc).toEqual([loc]);
      expect(metaOf(page.body, "robots"), loc).toEqual([]);
    }
  });

  it("sends the home page with its head written once per language, compressed, and 304 when unchanged", async () => {
    await webApp();
    const first = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(first.rawPayload).toString("utf8");
    expect(canonicalOf(html)).toEqual(["http://mandala.test/"]);
    const etag = String(first.headers.etag);
    const again = await get("/", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    const english = await get("/", { ...ENGLISH, "if-none-match": etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-encoding"]).toBeUndefined();
    expect(titleOf(english.body)).toEqual(["Wish Mandala — a mandala from your intention"]);
    expect(String(english.headers.vary)).toContain("cookie");
  });

  it("lists on the /sitemap page (GET /api/sitemap) exactly the pages sitemap.xml lists", async () => {
    await post({ slug: "visible" });
    await post({ slug: "hidden", isPublished: false });
    await createLearningSet(ctx.database.db, { slug: "first-set" });
    const xml = (await ctx.app.inject({ method: "GET", url: "/sitemap.xml" })).body;
    const fromXml = [...xml.matchAll(/<loc>http:\/\/mandala\.test([^<]*)<\/loc>/g)].map((m) => m[1]);
    const reply = await ctx.app.inject({ method: "GET", url: "/api/sitemap" });
    expect(reply.statusCode).toBe(200);
    const fromPage = (reply.json().entries as { path: string }[]).map((entry) => entry.path);
    expect(fromPage).toEqual(fromXml);
    expect(fromPage).toContain("/post/visible");
    expect(fromPage).toContain("/nabory/first-set");
    expect(fromPage).not.toContain("/post/hidden");
  });
});
