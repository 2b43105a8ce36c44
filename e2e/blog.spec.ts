import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { type ApiSession, apiSignIn, storeSession } from "./support/session.ts";

/** The admin's password: playwright.config.ts passes it to the server as ADMIN_PASSWORD. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password";
const POST_PATH = "/post/kak-sformulirovat-namerenie";

async function graphql(request: APIRequestContext, token: string, query: string, variables: object = {}) {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  // biome-ignore lint/suspicious/noExplicitAny: the journeys read replies loosely
  const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data ?? {};
}

/** The dialogs scripts open on the page, each dismissed: none, as long as every payload stays inert. */
function watchForScripts(page: Page): string[] {
  const opened: string[] = [];
  page.on("dialog", (dialog) => {
    opened.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return opened;
}

/** Resolves after the page's next frame: the handlers of the events before it have run by then. */
async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}

test.describe
  .serial("the blog", () => {
    let reader: ApiSession;
    let admin: ApiSession;

    test.beforeAll(async ({ request }) => {
      reader = await apiSignIn(request, await registerViaApi(request, { trial: false }));
      admin = await apiSignIn(request, { username: "admin", password: ADMIN_PASSWORD });
    });

    test("a visitor with no stored user reads a post and is offered to sign in", async ({ page }) => {
      const dialogs = watchForScripts(page);
      await page.goto("/blog");
      await expect(page.getByRole("link", { name: "О методе световой сетки" })).toHaveAttribute(
        "href",
        "/article",
      );
      await page.getByRole("link", { name: "Как сформулировать намерение для мандалы" }).click();
      await expect(page).toHaveURL(POST_PATH);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Как сформулировать намерение для мандалы",
      );
      await expect(page.getByText("Автор: Редакция «Мандалы желаний»")).toBeVisible();
      await expect(page.getByRole("link", { name: "#намерение" })).toHaveAttribute("href", "/tag/namerenie");
      await expect(page.getByRole("link", { name: "войдите" })).toHaveAttribute(
        "href",
        `/signin?redirect=${encodeURIComponent(POST_PATH)}`,
      );
      expect(dialogs).toEqual([]);
    });

    test("a signed-in reader likes the post and comments; the admin approves; the comment appears", async ({
      page,
    }) => {
      const dialogs = watchForScripts(page);
      await storeSession(page, reader);
      await page.goto(POST_PATH);
      const like = page.getByRole("button", { name: /^Нравится: \d+$/ });
      const before = Number((await like.getAttribute("aria-label"))?.split(": ")[1]);
      await like.click();
      await expect(page.getByRole("button", { name: `Нравится: ${before + 1}` })).toHaveAttribute(
        "aria-pressed",
        "true",
      );

      const text = `Спасибо за статью! ${Date.now()}`;
      await page.getByRole("textbox", { name: "Ваш комментарий" }).fill(text);
      await page.getByRole("button", { name: "Отправить" }).click();
      await expect(page.getByText(/^Комментарий отправлен\./)).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: `Нравится: ${before + 1}` })).toBeVisible();
      // Its author sees it, marked; nobody else does until it is approved.
      await expect(
        page.getByRole("listitem").filter({ hasText: text }).getByText("Ждёт проверки модератором"),
      ).toBeVisible();

      await storeSession(page, admin);
      await page.goto("/admin");
      const queued = page.getByRole("listitem").filter({ hasText: text });
      await queued.getByRole("button", { name: "Одобрить" }).click();
      await expect(page.getByText(text)).toHaveCount(0);

      await page.goto(POST_PATH);
      await expect(page.getByText(text)).toBeVisible();
      expect(dialogs).toEqual([]);
    });

    test("an ordinary user gets a polite refusal at /admin", async ({ page }) => {
      await storeSession(page, reader);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Раздел для администраторов" })).toBeVisible();
    });

    test("XSS payloads in a post and a comment never run", async ({ page, request }) => {
      const dialogs = watchForScripts(page);
      const payloads = [
        "<script>alert('post')</script>",
        "<img src=x onerror=\"alert('img')\">",
        "<a href=\"javascript:alert('link')\">click me</a>",
        "<svg onload=alert('svg')></svg>",
        "<iframe src=\"javascript:alert('frame')\"></iframe>",
        "<p onmouseover=\"alert('hover')\">hover me</p>",
      ];
      const slug = `xss-${Date.now()}`;
      const created = await graphql(
        request,
        admin.access,
        "mutation($input: PostInput!) { createPost(input: $input) { id } }",
        {
          input: {
            title: "XSS test",
            slug,
            content: `<p>Safe text</p>${payloads.join("")}`,
            isPublished: true,
          },
        },
      );
      const postId = created.createPost.id as string;
      const comment = await graphql(
        request,
        reader.access,
        "mutation($c: String!, $u: ID!, $p: ID!) { createComment(content: $c, userId: $u, postId: $p) { comment { id } } }",
        {
          c: `<img src=x onerror="alert('comment')"><script>alert('comment')</script>`,
          u: reader.profile.id,
          p: postId,
        },
      );
      await graphql(request, admin.access, "mutation($id: ID!) { approveComment(commentId: $id) { id } }", {
        id: comment.createComment.comment.id,
      });

      await page.goto(`/post/${slug}`);
      await expect(page.getByText("Safe text")).toBeVisible();
      await expect(page.getByText(`<img src=x onerror="alert('comment')">`, { exact: false })).toBeVisible();
      await page.getByText("hover me").hover();
      await page.getByText("click me").click();
      await nextFrame(page);
      expect(dialogs).toEqual([]);
      const content = await page.getByText("Safe text", { exact: true }).locator("xpath=..").innerHTML();
      expect(content).not.toMatch(/<script|onerror=|onload=|onmouseover=|javascript:|<iframe|<svg/i);
      await expect(page.locator("#comments img, #comments script")).toHaveCount(0);
    });
  });
