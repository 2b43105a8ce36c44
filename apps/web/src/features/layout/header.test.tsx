import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { saveSession } from "../../api/session.ts";
import { routed } from "../../test/fixtures.tsx";
import { fakeJwt } from "../../test/tokens.ts";
import { Header } from "./header.tsx";
import { MENU_EXIT_MS } from "./mobile-menu.tsx";

function renderHeader() {
  const router = createMemoryRouter([
    { path: "/", element: routed(<Header />) },
    { path: "/signin", element: <p>sign-in page</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("Header", () => {
  it("shows sign-in and registration links to a visitor", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Войти" }).getAttribute("href")).toBe("/signin");
    expect(screen.getByRole("link", { name: "Регистрация" }).getAttribute("href")).toBe("/register");
    expect(screen.queryByRole("button", { name: "Выйти" })).toBeNull();
  });

  it("shows the account link and a logout that clears the session and goes to /signin", async () => {
    saveSession({
      token: fakeJwt(600),
      refreshToken: "",
      user: { id: 1, username: "vera" },
      isSubscriptionActive: true,
    });
    const router = renderHeader();
    expect(screen.getByRole("link", { name: "Личный кабинет" }).getAttribute("href")).toBe("/profile");
    await userEvent.click(screen.getByRole("button", { name: "Выйти" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(router.state.location.pathname).toBe("/signin");
  });

  it("opens the mobile menu with the sign-in line and closes it after the exit transition", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Открыть меню" }));
    const menu = document.getElementById("mobile-menu");
    expect(menu?.textContent).toContain("Уже есть аккаунт?");
    await userEvent.click(screen.getByRole("button", { name: "Закрыть меню" }));
    await act(() => new Promise((resolve) => setTimeout(resolve, MENU_EXIT_MS + 20)));
    expect(document.getElementById("mobile-menu")).toBeNull();
  });
});
