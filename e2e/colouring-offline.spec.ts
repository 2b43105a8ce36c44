/**
 * Colour without a connection (docs/decisions/049): a saved mandala's colouring opened once opens
 * offline, colours, keeps its colours across reloads and syncs when the connection is back, merged cell
 * by cell with what another device saved meanwhile; a sign-out forgets what the device kept; the site
 * installs as an app (a valid manifest, a service worker controlling the page).
 */
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { realDrawingViaApi } from "./support/drawings.ts";
import { signInViaApi } from "./support/session.ts";

const PHRASE = "Дорога на дачу";

/** A subscriber's saved mandala, its colouring page open once the board is drawn and the worker controls it. */
async function openColouring(page: Page, request: APIRequestContext) {
  const { access } = await signInViaApi(page, await registerViaApi(request));
  const id = await realDrawingViaApi(request, access, PHRASE);
  await page.goto(`/mandalas/${id}/colour`);
  await boardDrawn(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { id, access };
}

async function boardDrawn(page: Page) {
  await page.getByTestId("colouring-board").locator("text").first().waitFor();
}

/** Free mode, colour `colour`, then a tap on each of `cells`. */
async function colour(page: Page, colour: number, cells: number[]) {
  await page.getByRole("button", { name: "Свободно" }).click();
  await page.locator(`button[data-number="${colour}"]`).click();
  for (const cell of cells) await page.locator(`path[data-cell="${cell}"]`).click();
}

/** The colourings this device keeps offline (IndexedDB), as the page can read them; none before any. */
function keptColourings(page: Page): Promise<{ fills: string; painted: Record<string, number> }[]> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((db) => db.name === "mandala-offline")) return [];
    return new Promise((resolve, reject) => {
      const open = indexedDB.open("mandala-offline");
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const all = db.transaction("colourings").objectStore("colourings").getAll();
        all.onsuccess = () => {
          db.close();
          resolve(all.result);
        };
        all.onerror = () => reject(all.error);
      };
    });
  });
}

/** Every URL in the page's origin's Cache Storage. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

async function serverFills(request: APIRequestContext, id: number, access: string): Promise<string> {
  const response = await request.get(`/api/mandalas/${id}/colouring`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { fills: string }).fills;
}

test.describe("colouring without a connection", () => {
  test.setTimeout(120_000);

  test("opened once, the colouring opens offline, keeps its colours and syncs, merged, when back", async ({
    page,
    context,
    request,
  }) => {
    const { id, access } = await openColouring(page, request);
    const status = page.getByTestId("save-status");
    const progress = page.getByTestId("colouring-progress");
    await colour(page, 1, [0]);
    await expect(status).toHaveAttribute("data-status", "saved");
    const total = await page.getByTestId("colouring-board").locator("text").count();

    await context.setOffline(true);
    // Without a connection, the page comes from the service worker.
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    await boardDrawn(page);
    await expect(progress).toHaveText(`Закрашено 1 из ${total}`);
    await expect(status).toHaveText("Нет связи — сохраним, когда появится");
    await colour(page, 1, [1, 2]);
    await expect(progress).toHaveText(`Закрашено 3 из ${total}`);
    await expect.poll(async () => (await keptColourings(page))[0]?.fills.slice(0, 3)).toBe("111");

    await page.reload();
    await boardDrawn(page);
    await expect(progress).toHaveText(`Закрашено 3 из ${total}`);

    // Meanwhile another device saves: cell 1 after this device painted it, and cell 10.
    const elsewhere = [...(await serverFills(request, id, access))];
    elsewhere[1] = "2";
    elsewhere[10] = "2";
    const put = await request.put(`/api/mandalas/${id}/colouring`, {
      headers: { authorization: `Bearer ${access}` },
      data: { fills: elsewhere.join("") },
    });
    expect(put.status()).toBe(200);

    await context.setOffline(false);
    await expect(status).toHaveAttribute("data-status", "saved");
    const synced = await serverFills(request, id, access);
    // Cell 0 saved before, cell 2 painted offline only, cell 1 the later paint (the other device's), cell 10 theirs.
    expect([synced[0], synced[1], synced[2], synced[10]]).toEqual(["1", "2", "1", "2"]);
    expect((await keptColourings(page))[0]?.painted).toEqual({});
  });

  test("signing out forgets the colourings kept on the device and the pages the worker kept", async ({
    page,
    request,
  }) => {
    await openColouring(page, request);
    await colour(page, 1, [0]);
    await expect(page.getByTestId("save-status")).toHaveAttribute("data-status", "saved");
    // Opened again under the worker: the page itself is kept too.
    await page.reload();
    await boardDrawn(page);
    await expect.poll(async () => (await keptColourings(page)).length).toBe(1);
    await expect.poll(async () => (await cachedUrls(page)).some((url) => url.endsWith("/colour"))).toBe(true);
    expect((await cachedUrls(page)).filter((url) => url.startsWith("/api/"))).toEqual([]);

    await page.getByRole("button", { name: "Выйти" }).first().click();
    await expect(page).toHaveURL(/\/signin/);
    await expect.poll(async () => (await keptColourings(page)).length).toBe(0);
    await expect
      .poll(async () => (await cachedUrls(page)).filter((url) => !url.startsWith("/assets/")))
      .toEqual(["/index.html"]);
  });

  test("the site installs as an app: a valid manifest with its icons, a worker controlling the page", async ({
    page,
    request,
  }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: "Мандала желаний",
      display: "standalone",
      theme_color: "#f8f3ec",
    });
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()["content-type"]).toBe("image/png");
      const png = await file.body();
      // The PNG's header says its width and height.
      const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);

    await page.goto("/sets");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Chromium's own verdict on installing this page; a browser context of the tests is incognito,
    // where nothing installs: that is the one objection allowed.
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(["in-incognito"]);
  });
});
