import { expect, type Page, test } from "@playwright/test";
import { registerViaApi, signInViaApi } from "./support/accounts.ts";

/** Counts the requests to paths matching `pattern` from now on. */
function countRequests(page: Page, pattern: RegExp) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (pattern.test(new URL(request.url()).pathname)) seen.push(request.method());
  });
  return seen;
}

test.describe("one request per intent", () => {
  test("a double click on the trial button starts the trial once, without an error", async ({
    page,
    request,
  }) => {
    await signInViaApi(page, await registerViaApi(request, { trial: false }));
    await page.goto("/payment");
    const trials = countRequests(page, /\/subscription\/trial\/$/);
    const answered = page.waitForResponse((response) => response.url().includes("/subscription/trial/"));
    await page.getByRole("button", { name: "Начать пробный период" }).dblclick();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText(/Пробный период тарифа «.+» действует до/)).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(trials).toEqual(["POST"]);
  });

  test("a double click on a plan's button asks for one checkout", async ({ page, request }) => {
    await signInViaApi(page, await registerViaApi(request, { trial: false }));
    await page.goto("/payment");
    const purchases = countRequests(page, /\/subscription\/purchase\/$/);
    const advanced = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Advanced" }) });
    await advanced.getByRole("button", { name: /Оформить тариф Advanced/ }).dblclick();
    await expect(page).toHaveURL(/\/payments\/sandbox\/[0-9a-f-]{36}$/);
    expect(purchases).toEqual(["POST"]);
  });
});
