import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";
import { buildApp } from "./app.ts";

describe("the app shell", () => {
  const ctx = useTestApp();

  it("reports health with the database reachable", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "ok", database: { reachable: true } });
  });

  it("tags every reply with a request id, echoing the caller's", async () => {
    const generated = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await ctx.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "abc-123" },
    });
    expect(echoed.headers["x-request-id"]).toBe("abc-123");
  });

  it("sends security headers", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("denies the browser features the site never uses, on every answer", async () => {
    const answers = await Promise.all([
      ctx.app.inject({ method: "GET", url: "/api/health" }),
      ctx.app.inject({ method: "GET", url: "/api/nothing-here" }),
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/",
        headers: { "content-type": "application/json" },
        payload: "{",
      }),
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/",
        headers: { origin: "https://evil.example" },
        payload: { email: "a@b.ru" },
      }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 404, 400, 403]);
    for (const answer of answers) {
      const policy = String(answer.headers["permissions-policy"]);
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"])
        expect(policy).toContain(`${feature}=()`);
      // The share buttons copy links: the clipboard stays the site's own.
      expect(policy).not.toContain("clipboard-write");
    }
  });

  it("serves the OpenAPI document and its browser", async () => {
    const json = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    expect(json.json().paths).toHaveProperty("/api/health");
    const page = await ctx.app.inject({ method: "GET", url: "/api/docs/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
  });

  it("answers unknown API paths with a translated JSON 404", async () => {
    const ru = await ctx.app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(ru.statusCode).toBe(404);
    expect(ru.json()).toMatchObject({
      code: "http.notFound",
      error: "Ничего не найдено по адресу /api/nothing-here",
    });
    const en = await ctx.app.inject({
      method: "GET",
      url: "/draw/api/v1/nope",
      headers: { "accept-language": "en-US,en" },
    });
    expect(en.json().error).toBe("Nothing found at /draw/api/v1/nope");
    // The client's weights decide, not the first tag; a language we do not speak falls to the next.
    const errorIn = async (acceptLanguage: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: "/api/nothing-here",
          headers: { "accept-language": acceptLanguage },
        })
      ).json().error;
    expect(await errorIn("en;q=0.5, ru")).toBe("Ничего не найдено по адресу /api/nothing-here");
    expect(await errorIn("de-DE, en;q=0.8, ru;q=0.3")).toBe("Nothing found at /api/nothing-here");
    expect(await errorIn("fr")).toBe("Ничего не найдено по адресу /api/nothing-here");
  });

  it("answers a malformed JSON body with a 400, not a 500", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/health",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it("serves robots.txt and a sitemap with the published posts", async () => {
    const robots = await ctx.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain("Sitemap: http://mandala.test/sitemap.xml");
    expect(robots.body).toContain("Disallow: /app");
    const sitemap = await ctx.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("<loc>http://mandala.test/oferta</loc>");
    for (const page of ["kontakty", "oplata-i-vozvrat", "voprosy"])
      expect(sitemap.body).toContain(`<loc>http://mandala.test/${page}</loc>`);
  });
});

describe("serving the built web app", () => {
  const ctx = useTestApp();

  /** An app serving a web build of index.html, one script and `files` (paths in dist/). */
  async function appWithWebBuild(files: Record<string, string | Buffer> = {}) {
    const dist = path.join(ctx.config.dataDir, "web");
    mkdirSync(path.join(dist, "assets"), { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Мандала</title>");
    writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('hi')");
    for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dist, file), content);
    return buildApp({ config: { ...ctx.config, webDist: dist }, database: ctx.database });
  }

  it("falls back to index.html for client routes, not for API paths or missing files", async () => {
    const app = await appWithWebBuild();
    const page = await app.inject({ method: "GET", url: "/democalc?x=1" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Мандала</title>");
    expect(page.headers["cache-control"]).toBe("no-cache");
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc123.js" });
    expect(asset.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/api/unknown" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/assets/missing.js" })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/somewhere" })).statusCode).toBe(404);
    await app.close();
  });

  it("has the service worker revalidated every time (a new build is a new worker), other files kept an hour", async () => {
    const app = await appWithWebBuild({ "sw.js": "const BUILD = {};", "manifest.webmanifest": "{}" });
    const worker = await app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    const manifest = await app.inject({ method: "GET", url: "/manifest.webmanifest" });
    expect(manifest.headers["cache-control"]).toBe("public, max-age=3600");
    await app.close();
  });

  it("answers / with the pre-rendered home page when the build made one", async () => {
    const app = await appWithWebBuild();
    await app.close();
    writeFileSync(path.join(ctx.config.dataDir, "web", "home.html"), "<!doctype html><h1>Главная</h1>");
    const withHome = await buildApp({
      config: { ...ctx.config, webDist: path.join(ctx.config.dataDir, "web") },
      database: ctx.database,
    });
    expect((await withHome.inject({ method: "GET", url: "/" })).body).toContain("<h1>Главная</h1>");
    expect((await withHome.inject({ method: "GET", url: "/blog" })).body).toContain("<title>Мандала</title>");
    await withHome.close();
  });

  it("sends the build's compressed copies to browsers that accept them, cached as the files", async () => {
    const script = "console.log('Мандала желаний');".repeat(40);
    const home = `<!doctype html><h1>Главная</h1>${"<p>Мандала</p>".repeat(40)}`;
    const app = await appWithWebBuild({
      "assets/big-abc123.js": script,
      "assets/big-abc123.js.br": brotliCompressSync(script),
      "assets/big-abc123.js.gz": gzipSync(script),
      "home.html": home,
      "home.html.gz": gzipSync(home),
    });
    const get = (url: string, acceptEncoding?: string) =>
      app.inject({
        method: "GET",
        url,
        headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
      });

    const brotli = await get("/assets/big-abc123.js", "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toContain("immutable");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    const gzip = await get("/assets/big-abc123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get("/assets/big-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    expect((await get("/assets/big-abc123.js.br", "br")).statusCode).toBe(404);
    // A file without copies (too small to gain) is sent as it is.
    const small = await get("/assets/app-abc123.js", "br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("console.log('hi')");

    // The home page's head is written per language at start, then compressed as the build does.
    const homePage = await get("/", "br, gzip");
    expect(homePage.headers["content-encoding"]).toBe("br");
    expect(homePage.headers["content-type"]).toContain("text/html");
    expect(homePage.headers["cache-control"]).toBe("no-cache");
    expect(brotliDecompressSync(homePage.rawPayload).toString()).toBe(home);
    expect(gunzipSync((await get("/", "gzip")).rawPayload).toString()).toBe(home);
    // Weights are honoured: brotli refused or preferred less, the page and the files come as gzip.
    for (const weighted of ["br;q=0, gzip", "gzip;q=1, br;q=0.5"]) {
      expect((await get("/", weighted)).headers["content-encoding"]).toBe("gzip");
      expect((await get("/assets/big-abc123.js", weighted)).headers["content-encoding"]).toBe("gzip");
    }
    await app.close();
  });

  it("names a page's own scripts and styles in its HTML, the not-found page's for an unknown address", async () => {
    const files = (name: string) => ({ scripts: [`assets/${name}-1.js`], styles: [`assets/${name}-1.css`] });
    const app = await appWithWebBuild({
      "index.html": "<!doctype html><html><head><title>Мандала</title></head><body></body></html>",
      "page-preloads.json": JSON.stringify({
        "/profile": files("profile-page"),
        "/post/:slug": files("post-page"),
        "*": files("not-found-page"),
      }),
    });
    const head = async (url: string) => {
      const page = await app.inject({ method: "GET", url });
      return page.body.slice(0, page.body.indexOf("</head>"));
    };
    const profile = await head("/profile?tab=1");
    expect(profile).toContain('<link rel="modulepreload" crossorigin href="/assets/profile-page-1.js">');
    expect(profile).toContain('<link rel="stylesheet" crossorigin href="/assets/profile-page-1.css">');
    expect(profile).not.toContain("not-found-page");
    // An unknown post is answered by the post page (with a 404 status): its files, not the not-found page's.
    expect(await head("/post/unknown")).toContain("/assets/post-page-1.js");
    expect(await head("/nowhere/at/all")).toContain("/assets/not-found-page-1.js");
    expect(await head("/blog")).not.toContain("modulepreload");
    await app.close();
  });

  it("renders a page on the server with the build's renderer: inert until the SPA takes over", async () => {
    // A renderer as the build makes it (apps/web/src/entry-prerender.tsx), asking the API in-process.
    const renderer = `export async function renderPage(url, language, request) {
      if (url === "/register") return null;
      const health = await request("/api/health", { headers: { "accept-language": language } });
      const title = language === "en" ? "Sign in" : "Вход";
      return { markup: "<h1>" + title + "</h1><p>" + url + " " + health.status + "</p>", state: { note: "</script><b>" } };
    }`;
    mkdirSync(path.join(ctx.config.dataDir, "web", "ssr"), { recursive: true });
    const app = await appWithWebBuild({
      "index.html":
        '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/app-1.css"></head><body><div id="root"></div></body></html>',
      "assets/app-1.css": ".page{color:red}",
      "ssr/entry-prerender.js": renderer,
    });
    const get = (url: string, language = "ru") =>
      app.inject({ method: "GET", url, headers: { cookie: `lang=${language}`, "accept-encoding": "br" } });

    const page = await get("/signin?redirect=%2Fapp");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain(
      '<div id="root" inert aria-disabled="true"><h1>Вход</h1><p>/signin?redirect=%2Fapp 200</p></div>',
    );
    // The data for the SPA's first render cannot close its script; the styles come inlined.
    expect(html).toContain(
      '<script type="application/json" id="page-state">{"note":"\\u003c/script>\\u003cb>"}</script>',
    );
    expect(html).toContain("<style>.page{color:red}</style>");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css" disabled>');
    expect(brotliDecompressSync((await get("/signin", "en")).rawPayload).toString()).toContain(
      "<h1>Sign in</h1>",
    );

    // Left to the SPA: a page the renderer declines, a page for the signed-in, an address no page has;
    // the renderer is never served.
    const spa = brotliDecompressSync((await get("/register")).rawPayload).toString();
    expect(spa).toContain('<div id="root"></div>');
    expect(spa).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">');
    expect(brotliDecompressSync((await get("/profile")).rawPayload).toString()).toContain(
      '<div id="root"></div>',
    );
    const missing = await get("/nowhere/at/all");
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('<div id="root"></div>');
    expect((await get("/ssr/entry-prerender.js")).statusCode).toBe(404);
    await app.close();
  });
});
