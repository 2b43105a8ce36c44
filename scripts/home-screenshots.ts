/**
 * Writes docs/screenshots/home-1440.jpg and home-375.jpg: the whole home page as a first-time visitor
 * sees it in Russian, in Chromium, against the built app on a real server.
 *
 *   npm run build && node scripts/home-screenshots.ts
 */
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { startBenchServer } from "../bench/server.ts";
import { chromiumPath } from "../e2e/support/chromium.ts";

const dir = fileURLToPath(new URL("../docs/screenshots", import.meta.url));
const server = await startBenchServer(3195);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const width of [1440, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: "ru-RU" });
    await page.goto(`${server.baseUrl}/`);
    await page.locator("html[data-interactive]").waitFor({ state: "attached" });
    // Scroll through once, so lazy images and the calculator load as they would for a reader.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(80);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: `${dir}/home-${width}.jpg`, fullPage: true, type: "jpeg", quality: 70 });
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
