import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../i18n/index.ts";
import type { PostCard } from "./api/types.ts";
import { CategoryPage } from "./category-page.tsx";

const CATEGORIES = [
  { name: "Метод", slug: "metod" },
  { name: "Истории", slug: "istorii" },
];

function card(n: number): PostCard {
  return {
    id: String(n),
    title: `Запись ${n}`,
    slug: `post-${n}`,
    excerpt: "…",
    featuredImage: null,
    createdAt: "2024-11-14T10:00:00Z",
    isFeatured: false,
    category: CATEGORIES[0] ?? null,
  };
}

function fakeGraphQL(postsOfMethod: number) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { query: string; variables: { category?: string } };
    let data: unknown = {};
    if (body.query.includes("allCategories")) data = { allCategories: CATEGORIES };
    else if (body.query.includes("postsByCategory")) {
      const count = body.variables.category === "metod" ? postsOfMethod : 0;
      data = { postsByCategory: Array.from({ length: count }, (_, i) => card(i + 1)) };
    }
    return new Response(JSON.stringify({ data }), { headers: { "content-type": "application/json" } });
  });
}

function renderCategory(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/category/:category", element: <CategoryPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("CategoryPage", () => {
  beforeEach(() => i18n.changeLanguage("ru"));
  afterEach(() => vi.restoreAllMocks());

  it("shows the category's name and its posts, with no pager when they fit on one page", async () => {
    fakeGraphQL(3);
    renderCategory("/category/metod");
    expect(await screen.findByRole("heading", { level: 1, name: "Метод" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Запись 3" })).toBeTruthy();
    expect(screen.queryByText("Название категории")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Страницы" })).toBeNull();
    expect(document.title).toBe("Рубрика «Метод» — Мандала желаний");
  });

  it("pages through the posts, ten a page", async () => {
    fakeGraphQL(12);
    const router = renderCategory("/category/metod");
    const pager = await screen.findByRole("navigation", { name: "Страницы" });
    expect(within(pager).getByText("1 из 2")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(10);
    await userEvent.click(within(pager).getByRole("link", { name: "Вперёд" }));
    expect(router.state.location.search).toBe("?page=2");
    expect(await screen.findByText("2 из 2")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Запись 11",
      "Запись 12",
    ]);
    await userEvent.click(screen.getByRole("link", { name: "Назад" }));
    expect(await screen.findByText("1 из 2")).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("says so when a category has no posts yet", async () => {
    fakeGraphQL(0);
    renderCategory("/category/istorii");
    expect(await screen.findByRole("heading", { level: 1, name: "Истории" })).toBeTruthy();
    expect(await screen.findByText(/В этой рубрике пока нет записей\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Все записи блога" }).getAttribute("href")).toBe("/blog");
    expect(screen.queryByRole("navigation", { name: "Страницы" })).toBeNull();
  });

  it("says that an unknown category does not exist, in English too", async () => {
    fakeGraphQL(0);
    await i18n.changeLanguage("en");
    renderCategory("/category/nope");
    expect(await screen.findByRole("heading", { level: 1, name: "Category not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the blog" }).getAttribute("href")).toBe("/blog");
  });
});
