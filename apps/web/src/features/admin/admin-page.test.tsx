import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { signInAs } from "../../test/fixtures.tsx";
import { AdminPage } from "./admin-page.tsx";

function renderAdmin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AdminPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function storeUser(role: "user" | "admin") {
  signInAs({ id: 1, username: "u", role });
}

describe("AdminPage", () => {
  it("politely refuses a user who is not an admin, without calling the API", () => {
    storeUser("user");
    const spy = vi.spyOn(globalThis, "fetch");
    renderAdmin();
    expect(screen.getByRole("heading", { name: "Раздел для администраторов" })).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });

  it("shows the moderation queue to the admin", async () => {
    storeUser("admin");
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({
          data: {
            moderationQueue: [
              {
                id: "3",
                content: "Жду одобрения",
                createdAt: "2024-11-15T10:00:00Z",
                user: { username: "reader" },
                post: { id: "1", title: "Пост", slug: "p" },
              },
            ],
          },
        }),
      ),
    );
    renderAdmin();
    expect(await screen.findByText("Жду одобрения")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Одобрить" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Удалить" })).toBeTruthy();
  });

  it("asks for the post title in the page's language instead of the browser's bubble", async () => {
    storeUser("admin");
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
      const query = String(init?.body ?? "");
      const data = query.includes("adminPosts")
        ? { adminPosts: [] }
        : query.includes("allCategories")
          ? { allCategories: [], allTags: [] }
          : { moderationQueue: [] };
      return new Response(JSON.stringify({ data }));
    });
    renderAdmin();
    await userEvent.click(screen.getByRole("tab", { name: "Записи" }));
    await userEvent.click(await screen.findByRole("button", { name: "Новая запись" }));
    const title = screen.getByRole("textbox", { name: "Заголовок" });
    expect(title.closest("form")?.noValidate).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Сохранить" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Введите заголовок записи.");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(title);
    expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes("createPost"))).toBe(false);
  });
});
