import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.ts";
import { createLearningSet, createUser } from "../../../test/factories.ts";
import { type App, buildApp } from "../../app.ts";
import { createPost } from "../blog/blog.test-support.ts";

/** The web app's own index.html: its head carries the site's generic title and card. */
const INDEX_HTML = readFileSync(
  fileURLToPath(new URL("../../../../web/index.html", import.meta.url)),
  "utf8",
);

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
    app = await buildApp({ config: { ...ctx.config, webDist: dist }, database: ctx.database });
    return app;
  }

  const get = (url: string, headers: Record<string, string> = {}) =>
    (app as App).inject({ method: "GET", url, headers });

  /** The content of the `<meta {attribute}="{key}">` tags of `html`. */
  function metaOf(html: string, key: string): string[] {
    const pattern = /<meta\s+(?:name|property)="([^"]+)"\s+content="([^"]*)"/g;
    return [...html.matchAll(pattern)].filter((m) => m[1] === key).map((m) => m[2] as string);
  }
  /** A post (published unless said otherwise) by a new author. */
  async function post(values: Omit<Parameters<typeof createPost>[1], "authorId">) {
    const author = await createUser(ctx.database.db);
    return createPost(ctx.database.db, { authorId: author.id, ...values });
  }
  const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]);

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
    const english = await get("/nowhere", { "accept-language": "en" });
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
    const english = await get("/category/practice", { "accept-language": "en-GB,en" });
    expect(titleOf(english.body)).toEqual(["Category “Category practice” — Wish Mandala"]);
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
