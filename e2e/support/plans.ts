import type { Locator, Page } from "@playwright/test";

/** The plan card (a list item) whose heading is the plan's name, on the home page or /payment. */
export function planCard(scope: Page | Locator, name: string): Locator {
  const page = "page" in scope ? scope.page() : scope;
  return scope.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
}
