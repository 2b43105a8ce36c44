import type { Page } from "@playwright/test";

/**
 * Opens the home document at `path` (`/` or `/#target`) and waits until React has hydrated its
 * pre-rendered markup: before that, its buttons do not answer yet.
 */
export async function openHome(page: Page, path = "/"): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-interactive]").waitFor({ state: "attached" });
}
