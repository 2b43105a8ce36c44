import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { describe, expect, it, vi } from "vitest";
import { heldAccessToken, readSession } from "../../api/session.ts";
import { routed, signInAs } from "../../test/fixtures.tsx";
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

  it("shows the account link and a logout that ends the sign-in on the server, clears the session and goes to /signin", async () => {
    signInAs({ id: 1, username: "vera" });
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    const router = renderHeader();
    expect(screen.getByRole("link", { name: "Личный кабинет" }).getAttribute("href")).toBe("/profile");
    await userEvent.click(screen.getByRole("button", { name: "Выйти" }));
    // The browser sends the refresh cookie: the server revokes its sign-in and clears it.
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith("/api/auth/logout/", {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
    });
    expect(readSession()).toBeNull();
    expect(heldAccessToken()).toBeNull();
    expect(router.state.location.pathname).toBe("/signin");
    vi.unstubAllGlobals();
  });

  it("links the admin to the blog administration", () => {
    signInAs({ id: 1, username: "admin", role: "admin" });
    renderHeader();
    expect(screen.getByRole("link", { name: "Админка" }).getAttribute("href")).toBe("/admin");
  });

  it("keeps the ordinary user's header without the admin link", () => {
    signInAs({ id: 2, username: "vera", role: "user" });
    renderHeader();
    expect(screen.queryByRole("link", { name: "Админка" })).toBeNull();
  });

  it("the open menu has a backdrop that closes it, locks the page scroll and hands focus back", async () => {
    renderHeader();
    const burger = screen.getByRole("button", { name: "Открыть меню" });
    await userEvent.click(burger);
    const menu = document.getElementById("mobile-menu");
    expect(document.documentElement.style.overflow).toBe("hidden");
    expect(menu?.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByTestId("menu-backdrop"));
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    expect(document.documentElement.style.overflow).toBe("");
    expect(document.activeElement).toBe(burger);

    await userEvent.click(burger);
    await userEvent.keyboard("{Escape}");
    expect(burger.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(burger);
  });

  it("opens the mobile menu with the sign-in line and closes it after the exit transition", async () => {
    renderHeader();
    await userEvent.click(screen.getByRole("button", { name: "Открыть меню" }));
    const menu = document.getElementById("mobile-menu");
    expect(menu?.textContent).toContain("Уже есть аккаунт?");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fireEvent.click(screen.getByRole("button", { name: "Закрыть меню" }));
      act(() => vi.advanceTimersByTime(MENU_EXIT_MS - 1));
      expect(document.getElementById("mobile-menu")).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(document.getElementById("mobile-menu")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
