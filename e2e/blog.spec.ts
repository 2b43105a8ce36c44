import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

/** The admin's password: playwright.config.ts passes it to the server as ADMIN_PASSWORD. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password";
const POST_PATH = "/post/kak-sformulirovat-namerenie";

interface SignedIn {
  token: string;
  refresh: string;
  user: { id: number; username: string; role: "user" | "admin" };
}

/** Signs in through the REST API (POST /api/auth/token/) and reads the profile. */
async function signIn(request: APIRequestContext, username: string, password: string): Promise<SignedIn> {
  const tokens = await request.post("/api/auth/token/", { data: { username, password } });
  expect(tokens.status(), await tokens.text()).toBe(200);
  const { access, refresh } = (await tokens.json()) as { access: string; refresh: string };
  const profile = await request.get("/api/auth/userinfo/", {
    headers: { authorization: `Bearer ${access}` },
  });
  const user = (await profile.json()) as SignedIn["user"];
  return { token: access, refresh, user: { id: user.id, username: user.username, role: user.role } };
}

/** Registers a new reader (POST /api/auth/register/) and signs them in. */
async function newReader(request: APIRequestContext): Promise<SignedIn> {
  const username = `reader${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const registered = await request.post("/api/auth/register/", {
    data: { username, email: `${username}@example.com`, password: "secret-123" },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  return signIn(request, username, "secret-123");
}

/** Puts the session into local storage as the app keeps it. */
async function useSession(page: Page, session: SignedIn) {
  await page.goto("/sitemap");
  await page.evaluate((s) => {
    localStorage.setItem("token", s.token);
    localStorage.setItem("refreshToken", s.refresh);
    localStorage.setItem("user", JSON.stringify(s.user));
    localStorage.setItem("isSubscriptionActive", "false");
  }, session);
}

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

/** Fails the test if the page ever opens a dialog or a payload sets its flag. */
function watchForScripts(page: Page) {
  page.on("dialog", (dialog) => {
    throw new Error(`a script ran and opened a ${dialog.type()}: ${dialog.message()}`);
  });
}

test.describe
  .serial("the blog", () => {
    let reader: SignedIn;
    let admin: SignedIn;

    test.beforeAll(async ({ request }) => {
      reader = await newReader(request);
      admin = await signIn(request, "admin", ADMIN_PASSWORD);
    });

    test("a visitor with no stored user reads a post and is offered to sign in", async ({ page }) => {
      watchForScripts(page);
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
      await expect(page.getByText("Автор: admin")).toBeVisible();
      await expect(page.getByRole("link", { name: "#намерение" })).toHaveAttribute("href", "/tag/namerenie");
      await expect(page.getByRole("link", { name: "войдите" })).toHaveAttribute(
        "href",
        `/signin?redirect=${encodeURIComponent(POST_PATH)}`,
      );
    });

    test("a signed-in reader likes the post and comments; the admin approves; the comment appears", async ({
      page,
    }) => {
      watchForScripts(page);
      await useSession(page, reader);
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
      await expect(
        page.getByText("Ваш комментарий появится здесь после проверки модератором."),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByRole("button", { name: `Нравится: ${before + 1}` })).toBeVisible();
      await expect(page.getByText(text)).toHaveCount(0);

      await useSession(page, admin);
      await page.goto("/admin");
      const queued = page.getByRole("listitem").filter({ hasText: text });
      await queued.getByRole("button", { name: "Одобрить" }).click();
      await expect(page.getByText(text)).toHaveCount(0);

      await page.goto(POST_PATH);
      await expect(page.getByText(text)).toBeVisible();
    });

    test("an ordinary user gets a polite refusal at /admin", async ({ page }) => {
      await useSession(page, reader);
      await page.goto("/admin");
      await expect(page.getByRole("heading", { name: "Раздел для администраторов" })).toBeVisible();
    });

    test("XSS payloads in a post and a comment never run", async ({ page, request }) => {
      watchForScripts(page);
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
        admin.token,
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
        reader.token,
        "mutation($c: String!, $u: ID!, $p: ID!) { createComment(content: $c, userId: $u, postId: $p) { comment { id } } }",
        {
          c: `<img src=x onerror="alert('comment')"><script>alert('comment')</script>`,
          u: reader.user.id,
          p: postId,
        },
      );
      await graphql(request, admin.token, "mutation($id: ID!) { approveComment(commentId: $id) { id } }", {
        id: comment.createComment.comment.id,
      });

      await page.goto(`/post/${slug}`);
      await expect(page.getByText("Safe text")).toBeVisible();
      await expect(page.getByText(`<img src=x onerror="alert('comment')">`, { exact: false })).toBeVisible();
      await page.getByText("hover me").hover();
      await page.getByText("click me").click();
      await page.waitForTimeout(300);
      const content = await page.getByText("Safe text", { exact: true }).locator("xpath=..").innerHTML();
      expect(content).not.toMatch(/<script|onerror=|onload=|onmouseover=|javascript:|<iframe|<svg/i);
      await expect(page.locator("#comments img, #comments script")).toHaveCount(0);
    });
  });
