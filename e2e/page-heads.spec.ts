import http from "node:http";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { canonicalOf, metaOf, PUBLIC_PAGES, titleOf } from "../apps/server/test/page-heads.ts";

/**
 * Pages that present themselves: the HTML the server sends (what VK's and Telegram's link previews
 * read, running no script) carries each page's own head; the demo's limit counts new drawings only and
 * says when to try again; posts are signed with a name.
 */

/** The page at `path` as a link preview's robot gets it: the raw HTML, in the language of `cookie`. */
async function rawPage(request: APIRequestContext, path: string, language: "ru" | "en" = "ru") {
  const response = await request.get(path, { headers: language === "en" ? { cookie: "lang=en" } : {} });
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/html");
  return response.text();
}

test.describe("the HTML each page is sent with", () => {
  test("carries the page's own title, description, canonical and card with a picture, in both languages", async ({
    request,
    baseURL,
  }) => {
    const homeDescription = metaOf(await rawPage(request, "/"), "description")[0];
    for (const { path, ru, en } of PUBLIC_PAGES) {
      for (const [language, title] of [
        ["ru", ru],
        ["en", en],
      ] as const) {
        const html = await rawPage(request, path, language);
        const where = `${path} (${language})`;
        expect(html, where).toContain(`<html lang="${language}"`);
        expect(titleOf(html), where).toEqual([title]);
        expect(metaOf(html, "og:title"), where).toEqual([title]);
        const [description] = metaOf(html, "description");
        expect(description, where).toBeTruthy();
        if (path !== "/" && language === "ru") expect(description, where).not.toBe(homeDescription);
        const address = `${baseURL}${path === "/" ? "/" : path}`;
        const url = language === "en" ? `${address}?lang=en` : address;
        expect(canonicalOf(html), where).toEqual([url]);
        expect(metaOf(html, "og:url"), where).toEqual([url]);
        expect(metaOf(html, "og:type"), where).toEqual(["website"]);
        expect(metaOf(html, "og:locale"), where).toEqual([language === "en" ? "en_US" : "ru_RU"]);
        expect(metaOf(html, "twitter:card"), where).toEqual(["summary_large_image"]);
        expect(metaOf(html, "robots"), where).toEqual([]);
        const [image] = metaOf(html, "og:image");
        expect(metaOf(html, "vk:image"), where).toEqual([image]);
        const picture = await request.get(image as string);
        expect(picture.status(), image).toBe(200);
        expect(picture.headers()["content-type"]).toBe("image/jpeg");
      }
    }
  });

  test("a post and a set carry their own title, text and picture", async ({ request, baseURL }) => {
    const post = await rawPage(request, "/post/kak-sformulirovat-namerenie");
    expect(titleOf(post)).toEqual(["Как сформулировать намерение для мандалы — Мандала желаний"]);
    expect(metaOf(post, "og:type")).toEqual(["article"]);
    expect(metaOf(post, "og:url")).toEqual([`${baseURL}/post/kak-sformulirovat-namerenie`]);
    const sets = (await (await request.get("/api/sitemap")).json()) as { entries: { path: string }[] };
    const setPath = sets.entries.map((entry) => entry.path).find((path) => path.startsWith("/nabory/"));
    expect(setPath).toBeTruthy();
    const set = await rawPage(request, setPath as string);
    expect(titleOf(set)[0]).not.toBe("Обучающие наборы — Мандала желаний");
    expect(metaOf(set, "og:url")).toEqual([`${baseURL}${setPath}`]);
  });

  test("keeps each page's own title and picture once the app runs, and names what is missing", async ({
    page,
    request,
  }) => {
    /** The title and sharing picture the running page shows. */
    const shownHead = async () => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      return page.evaluate(() => ({
        title: document.title,
        image: document.querySelector('meta[property="og:image"]')?.getAttribute("content"),
      }));
    };
    const sets = (await (await request.get("/api/sitemap")).json()) as { entries: { path: string }[] };
    const setPath = sets.entries.map((entry) => entry.path).find((path) => path.startsWith("/nabory/"));
    for (const path of [setPath as string, "/post/kak-sformulirovat-namerenie"]) {
      const html = await rawPage(request, path);
      await page.goto(path);
      await expect.poll(shownHead, { message: path }).toEqual({
        title: titleOf(html)[0],
        image: metaOf(html, "og:image")[0],
      });
    }
    const missing: [string, string][] = [
      ["/post/net-takoi-zapisi", "Запись не найдена — Мандала желаний"],
      ["/nabory/net-takogo-nabora", "Такого набора нет — Мандала желаний"],
      [
        "/payment/success?payment_id=00000000-0000-4000-8000-000000000000",
        "Платёж не найден — Мандала желаний",
      ],
    ];
    for (const [path, title] of missing) {
      await page.goto(path);
      await expect.poll(async () => (await shownHead()).title, { message: path }).toBe(title);
    }
  });

  test("a page's English address (hreflang) opens in English, and the choice stays", async ({ page }) => {
    await page.goto("/blog?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute("href", /\/blog$/);
    await page.goto("/nabory");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mandala sets by topic");
  });

  test("says noindex on callbacks, results and the app's private pages", async ({ request }) => {
    for (const path of [
      "/oauth/vk/callback?code=x&state=y",
      "/payment/success",
      "/payment/fail",
      "/app",
      "/profile",
      "/payment",
      "/colour",
    ]) {
      const html = await rawPage(request, path);
      expect(metaOf(html, "robots"), path).toEqual(["noindex"]);
      expect(titleOf(html)[0], path).not.toBe(PUBLIC_PAGES[0]?.ru);
    }
  });

  test("the sitemap lists each page at its canonical address", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] as string);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) {
      const html = await rawPage(request, loc);
      expect(canonicalOf(html), loc).toEqual([loc]);
      expect(metaOf(html, "robots"), loc).toEqual([]);
    }
  });
});

/**
 * A GET from the loopback address 127.0.0.2: a visitor of their own for the demo's per-address limit, so
 * that reaching it stops no other journey (they all come from 127.0.0.1).
 */
function getFromOwnAddress(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    const request = http.get(url, { localAddress: "127.0.0.2", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const kept = ["content-type", "retry-after", "etag", "cache-control"];
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            kept.flatMap((name) => {
              const value = response.headers[name];
              return typeof value === "string" ? [[name, value]] : [];
            }),
          ),
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on("error", reject);
  });
}

/** The page's demo drawings go to the server from 127.0.0.2 (the real server's real answers). */
async function drawFromOwnAddress(page: Page) {
  await page.route(/\/draw\/api\/v1\/free\/demoshape\?/, async (route) => {
    const answer = await getFromOwnAddress(route.request().url(), {
      "accept-language": route.request().headers()["accept-language"] ?? "ru",
    });
    await route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
  });
}

test.describe("the demo's limit", () => {
  test("counts new drawings only, says when to try again and keeps the last picture", async ({
    page,
    baseURL,
  }) => {
    await drawFromOwnAddress(page);
    await page.goto("/democalc");
    const result = page.getByRole("region", { name: "Ваша мандала" });
    const image = result.getByRole("img", { name: /Мандала намерения/ });
    await page.getByRole("button", { name: "Нарисовать" }).click();
    await expect(image).toBeVisible();
    const first = await image.getAttribute("src");

    // The same drawing asked for again and again (a visitor going back and forth) is never refused.
    const demo = new URLSearchParams({
      q: "Я счастлива и любима",
      patternLength: "7",
      palette_id: "9",
      first_method: "6",
      additional_method: "6",
      colorize: "1",
      size: "200",
    });
    for (let n = 0; n < 40; n++) {
      expect((await getFromOwnAddress(`${baseURL}/draw/api/v1/free/demoshape?${demo}`)).status).toBe(200);
    }
    // New drawings (sizes no one else draws) until the limit answers, saying when to try again.
    const base = 200 + Math.floor(Math.random() * 2000);
    let refused: Awaited<ReturnType<typeof getFromOwnAddress>> | undefined;
    for (let n = 1; n <= 100 && !refused; n++) {
      demo.set("size", String(base + n));
      const answer = await getFromOwnAddress(`${baseURL}/draw/api/v1/free/demoshape?${demo}`);
      if (answer.status === 429) refused = answer;
      else expect(answer.status).toBe(200);
    }
    expect(refused, "the limit answers within 100 new drawings").toBeTruthy();
    const seconds = Number(refused?.headers["retry-after"]);
    expect(seconds).toBeGreaterThan(0);

    // A new drawing on the page: refused with the wait, the last picture kept.
    await page.getByRole("radio", { name: "Точки", exact: true }).check();
    await page.getByLabel("Узор точек").fill(`${1 + Math.floor(Math.random() * 98)},99`);
    await page.getByRole("button", { name: "Нарисовать" }).click();
    const alert = result.getByRole("alert");
    await expect(alert).toContainText(/Можно снова через \d+ с/);
    await expect(alert.getByRole("button", { name: /Повторить через \d+ с/ })).toBeDisabled();
    await expect(image).toHaveAttribute("src", first as string);
    await expect(page.getByRole("button", { name: "Печать" })).toBeVisible();
  });
});

test.describe("a post", () => {
  test("is signed with a name, not the administrator's sign-in name", async ({ page }) => {
    await page.goto("/post/kak-sformulirovat-namerenie");
    await expect(page.getByText("Автор: Редакция «Мандалы желаний»")).toBeVisible();
    await expect(page.getByText("Автор: admin")).toHaveCount(0);
  });
});
