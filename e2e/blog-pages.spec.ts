import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { registerViaApi } from "./support/accounts.ts";
import { signInThroughForm } from "./support/session.ts";

/** The admin's password: playwright.config.ts passes it to the server as ADMIN_PASSWORD. */
const ADMIN_PASSWORD = process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password";
const POST_PATH = "/post/kak-sformulirovat-namerenie";
const POST_TITLE = "Как сформулировать намерение для мандалы";

async function adminToken(request: APIRequestContext): Promise<string> {
  const tokens = await request.post("/api/auth/token/", {
    data: { username: "admin", password: ADMIN_PASSWORD },
  });
  expect(tokens.status(), await tokens.text()).toBe(200);
  return ((await tokens.json()) as { access: string }).access;
}

async function graphql(request: APIRequestContext, token: string, query: string, variables: object = {}) {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

/** A fresh category with `count` published posts (its slug is returned). */
async function categoryWithPosts(
  request: APIRequestContext,
  count: number,
): Promise<{ slug: string; name: string }> {
  const token = await adminToken(request);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const category = { slug: `rubrika-${id}`, name: `Рубрика ${id}` };
  await graphql(
    request,
    token,
    "mutation($n: String!, $s: String) { createCategory(name: $n, slug: $s) { slug } }",
    {
      n: category.name,
      s: category.slug,
    },
  );
  for (let n = 1; n <= count; n++) {
    await graphql(request, token, "mutation($input: PostInput!) { createPost(input: $input) { id } }", {
      input: {
        title: `Заметка ${n} (${id})`,
        slug: `zametka-${n}-${id}`,
        content: `<p>Текст заметки ${n}.</p>`,
        categorySlug: category.slug,
        isPublished: true,
      },
    });
  }
  return category;
}

/** The page is no wider than the screen. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function pagesThroughACategory(page: Page, request: APIRequestContext) {
  const category = await categoryWithPosts(request, 12);
  const response = await page.goto(`/category/${category.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(`Рубрика «${category.name}» — Мандала желаний`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
  await expect(page.getByText("Название категории")).toHaveCount(0);
  const pager = page.getByRole("navigation", { name: "Страницы" });
  await expect(pager.getByText("1 из 2")).toBeVisible();
  const titles = page.getByRole("heading", { level: 2, name: /^Заметка / });
  await expect(titles).toHaveCount(10);
  await expectNoSideScroll(page);
  await pager.getByRole("link", { name: "Вперёд" }).click();
  await expect(page).toHaveURL(`/category/${category.slug}?page=2`);
  await expect(pager.getByText("2 из 2")).toBeVisible();
  // Newest first: the first two posts written are on the second page.
  await expect(titles).toHaveText([/^Заметка 2 /, /^Заметка 1 /]);
  await pager.getByRole("link", { name: "Назад" }).click();
  await expect(pager.getByText("1 из 2")).toBeVisible();
}

test.describe("the category page", () => {
  test("shows the category's name and its posts with no pager for one page, reached from a post", async ({
    page,
  }) => {
    await page.goto(POST_PATH);
    await page.getByRole("article").getByRole("link", { name: "Метод", exact: true }).click();
    await expect(page).toHaveURL("/category/metod");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Метод");
    await expect(page.getByRole("link", { name: POST_TITLE })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Страницы" })).toHaveCount(0);
    await expect(page.getByText("Название категории")).toHaveCount(0);
    await expect(page).toHaveTitle("Рубрика «Метод» — Мандала желаний");
  });

  test("pages through a category of twelve posts, ten a page", async ({ page, request }) => {
    await pagesThroughACategory(page, request);
  });

  test("says so for a category with no posts, and answers 404 for an unknown one", async ({ page }) => {
    await page.goto("/category/istorii");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Истории");
    await expect(page.getByText("В этой рубрике пока нет записей.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Страницы" })).toHaveCount(0);
    await page.getByRole("link", { name: "Все записи блога" }).click();
    await expect(page).toHaveURL("/blog");

    const response = await page.goto("/category/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Рубрика не найдена");
    await page.getByRole("link", { name: "Вернуться в блог" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("pages through a category on a phone @mobile", async ({ page, request }) => {
    await pagesThroughACategory(page, request);
  });
});

async function signedOutLike(page: Page, tap: boolean) {
  await page.goto(POST_PATH);
  const like = page.getByRole("button", { name: /^Нравится: \d+$/ });
  const before = await like.getAttribute("aria-label");
  await expect(page.getByText("Чтобы поставить отметку «Нравится», войдите в аккаунт.")).toHaveCount(0);
  if (tap) await like.tap();
  else await like.click();
  await expect(page.getByText("Чтобы поставить отметку «Нравится», войдите в аккаунт.")).toBeVisible();
  await expect(like).toHaveAttribute("aria-label", before ?? "");
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await expectNoSideScroll(page);
  const signIn = page.getByRole("status").getByRole("link", { name: "Войти" });
  await expect(signIn).toHaveAttribute("href", `/signin?redirect=${encodeURIComponent(POST_PATH)}`);
  return signIn;
}

test.describe("likes for signed-out visitors", () => {
  test("a click on like says to sign in, and signing in brings the reader back to like the post", async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request, { trial: false });
    const signIn = await signedOutLike(page, false);
    await signIn.click();
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(POST_PATH)}`);
    await signInThroughForm(page, account);
    await expect(page).toHaveURL(POST_PATH);
    const like = page.getByRole("button", { name: /^Нравится: \d+$/ });
    await like.click();
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText("Чтобы поставить отметку «Нравится», войдите в аккаунт.")).toHaveCount(0);
  });

  test("a tap on like on a phone says to sign in, in visible words @mobile", async ({ page }) => {
    const signIn = await signedOutLike(page, true);
    await signIn.tap();
    await expect(page).toHaveURL(`/signin?redirect=${encodeURIComponent(POST_PATH)}`);
  });
});

test.describe("honest HTTP", () => {
  test("unknown pages and slugs answer 404 with the not-found page; a post has its own title", async ({
    page,
  }) => {
    const unknown = await page.goto("/no-such-page");
    expect(unknown?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");

    const missingPost = await page.goto("/post/no-such-post");
    expect(missingPost?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Запись не найдена");

    const post = await page.goto(POST_PATH);
    expect(post?.status()).toBe(200);
    expect(await post?.text()).toContain(
      `<meta property="og:title" content="${POST_TITLE} — Мандала желаний" />`,
    );
    await expect(page).toHaveTitle(`${POST_TITLE} — Мандала желаний`);
    await page.goto("/category/metod");
    await page.getByRole("link", { name: POST_TITLE }).click();
    await expect(page).toHaveTitle(`${POST_TITLE} — Мандала желаний`);
  });

  test("the sitemap page lists the posts and sets sitemap.xml lists", async ({ page, request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths).toContain(POST_PATH);
    await page.goto("/sitemap");
    await expect(page.locator("tbody tr")).toHaveCount(paths.length);
    const listed = await page
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-path")));
    expect(listed).toEqual(paths);
  });
});
