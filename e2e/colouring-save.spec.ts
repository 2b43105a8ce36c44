/**
 * Saving a colouring without flooding the server: offline, the page sends nothing and says so, then
 * saves when the connection is back; a session ended elsewhere costs a handful of requests, and after
 * signing in again the colouring is all there; the status line never moves the board under a finger.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { cellsInSight } from "./support/colouring.ts";
import { realDrawingViaApi } from "./support/drawings.ts";
import { apiSignIn, signInThroughForm, signInViaApi } from "./support/session.ts";

const PHRASE = "Тихий вечер";

/** A subscriber's saved mandala open for colouring in free mode with colour 1, once the board is drawn. */
async function openColouring(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  const { access } = await signInViaApi(page, account);
  const id = await realDrawingViaApi(request, access, PHRASE);
  await page.goto(`/mandalas/${id}/colour`);
  const board = page.getByTestId("colouring-board");
  await board.locator("text").first().waitFor();
  const total = await board.locator("text").count();
  await page.getByRole("button", { name: "Свободно" }).click();
  await page.locator('button[data-number="1"]').click();
  return {
    account,
    id,
    board,
    total,
    status: page.getByTestId("save-status"),
    progress: page.getByTestId("colouring-progress"),
    cell: (index: number): Locator => board.locator(`path[data-cell="${index}"]`),
  };
}

/** The API requests `page` sends from now on, as "METHOD /path". */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/api/")) seen.push(`${request.method()} ${path}`);
  });
  return seen;
}

const puts = (requests: string[]) => requests.filter((r) => /^PUT \/api\/mandalas\/\d+\/colouring$/.test(r));

test.describe("saving a colouring", () => {
  test.setTimeout(120_000);

  test("offline for ten seconds of colouring: nothing sent, the page says so, and saves when back", async ({
    page,
    context,
    request,
  }) => {
    const c = await openColouring(page, request);
    await c.cell(0).click();
    await expect(c.status).toHaveAttribute("data-status", "saved");
    const requests = apiRequests(page);

    await context.setOffline(true);
    for (let cell = 1; cell <= 10; cell++) {
      await c.cell(cell).click();
      await page.waitForTimeout(1_000);
    }
    await expect(c.status).toHaveText("Нет связи — сохраним, когда появится");
    await expect(c.progress).toHaveText(`Закрашено 11 из ${c.total}`);
    expect(puts(requests).length, requests.join("\n")).toBeLessThanOrEqual(5);

    await context.setOffline(false);
    await expect(c.status).toHaveAttribute("data-status", "saved");
    await expect(c.status).toHaveText("Сохранено — продолжайте где угодно");
    expect(puts(requests).length, requests.join("\n")).toBeLessThanOrEqual(6);
    test.info().annotations.push({ type: "requests offline and back", description: requests.join(", ") });
    await page.reload();
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 11 из ${c.total}`);
  });

  test("a session ended on another device costs a handful of requests; signed in again, nothing is lost", async ({
    page,
    request,
  }) => {
    const c = await openColouring(page, request);
    // The page's access token, as its save sends it (no script of the page could read it elsewhere).
    const save = page.waitForRequest((sent) => sent.method() === "PUT" && "authorization" in sent.headers());
    await c.cell(0).click();
    await expect(c.status).toHaveAttribute("data-status", "saved");
    const access = (await save).headers().authorization?.replace(/^Bearer /, "");

    // Another device of the same account signs every other device out, this browser's included.
    const other = await apiSignIn(request, c.account);
    const ended = await request.post("/api/auth/sessions/sign-out-others/", {
      headers: { authorization: `Bearer ${other.access}` },
    });
    expect(ended.ok()).toBe(true);
    // The server reuses its answer about a live session for up to 5 s (session-liveness.ts): wait
    // until it refuses this browser's token.
    await expect
      .poll(
        async () =>
          (
            await request.get("/api/auth/userinfo/", { headers: { authorization: `Bearer ${access}` } })
          ).status(),
        { timeout: 15_000 },
      )
      .toBe(401);

    const requests = apiRequests(page);
    for (let cell = 1; cell <= 3; cell++) await c.cell(cell).click();
    await expect(page).toHaveURL(/\/signin\?redirect=.*reason=expired/);
    await expect(page.getByText("Сессия истекла, и мы вышли из аккаунта.")).toBeVisible();
    await page.waitForTimeout(10_000);
    // A save reads the server's colouring first (to merge): that read is refused, so no PUT goes.
    expect(puts(requests), requests.join("\n")).toHaveLength(0);
    expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(8);
    test.info().annotations.push({ type: "requests after the sign-out", description: requests.join(", ") });

    // Signed in again, back on the colouring: the taps made after the sign-out are there, and saved.
    await signInThroughForm(page, c.account);
    await expect(page).toHaveURL(`/mandalas/${c.id}/colour`);
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 4 из ${c.total}`);
    await expect(c.status).toHaveAttribute("data-status", "saved");
    await page.reload();
    await expect(page.getByTestId("colouring-progress")).toHaveText(`Закрашено 4 из ${c.total}`);
  });
});

test.describe("the save status on a phone @mobile", () => {
  test.setTimeout(120_000);
  test.use({ viewport: { width: 375, height: 740 } });

  test("whatever the status line says, the board stays where the finger is", async ({
    page,
    context,
    request,
  }) => {
    const c = await openColouring(page, request);
    const seen = await cellsInSight(c.board);
    let next = 0;
    const tapCell = async () => {
      const cell = seen[next++];
      if (!cell) throw new Error("no cell in sight");
      await page.touchscreen.tap(cell.x, cell.y);
    };
    /** Where the board is on the page, the page's width, the status line's height, and whether its text fits. */
    const layout = () =>
      page.evaluate(() => {
        const board = document.querySelector('[data-testid="colouring-board"]') as Element;
        const status = document.querySelector('[data-testid="save-status"]') as HTMLElement;
        return {
          boardTop: board.getBoundingClientRect().top + window.scrollY,
          pageWidth: document.documentElement.scrollWidth,
          statusHeight: status.getBoundingClientRect().height,
          fits: status.scrollWidth <= status.clientWidth && status.scrollHeight <= status.clientHeight,
        };
      });

    await expect(c.status).toHaveAttribute("data-status", "idle");
    const start = await layout();
    expect(start.fits).toBe(true);
    expect(start.pageWidth).toBe(375);

    await tapCell();
    await expect(c.status).toHaveAttribute("data-status", "saved");
    expect(await layout()).toEqual(start);

    /** From now on the server answers every save with `status` and `error`. */
    const answerSaves = async (status: number, error: string) => {
      await page.unroute("**/api/mandalas/*/colouring");
      await page.route("**/api/mandalas/*/colouring", (route) =>
        route.request().method() === "PUT"
          ? route.fulfill({ status, json: { code: "refused", error } })
          : route.continue(),
      );
    };

    // The server fails: the countdown and the retry button.
    await answerSaves(503, "Сервер недоступен");
    await tapCell();
    await expect(c.status).toHaveText(/^Не сохранилось, снова через \d+ с\./);
    await expect(c.status.getByRole("button", { name: "Повторить" })).toBeVisible();
    expect(await layout()).toEqual(start);

    await context.setOffline(true);
    await expect(c.status).toHaveText("Нет связи — сохраним, когда появится");
    expect(await layout()).toEqual(start);

    // Back online, the server refuses with a reason longer than the line: cut, the board stays.
    await answerSaves(
      403,
      "Раскраска сейчас недоступна: подписка закончилась, продлите её в личном кабинете",
    );
    await context.setOffline(false);
    await expect(c.status).toHaveAttribute("data-status", "refused");
    expect(await layout()).toEqual({ ...start, fits: false });

    // Opened again, the colouring kept on the phone goes first, and the server says the session is
    // gone: the sign-in link.
    await answerSaves(401, "Войдите снова");
    await page.reload();
    await expect(c.status).toHaveAttribute("data-status", "signedOut");
    await expect(c.status.getByRole("link", { name: "войти и сохранить" })).toBeVisible();
    expect(await layout()).toEqual(start);
  });
});
