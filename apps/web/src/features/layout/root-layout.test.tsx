import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { describe, expect, it } from "vitest";
import { clearSession, holdAccessToken, saveSession } from "../../api/session.ts";
import type { RouteHandle } from "../../route-table.ts";
import { fakeJwt } from "../../test/tokens.ts";
import { RootLayout } from "./root-layout.tsx";

const handle = (access: RouteHandle["access"]): RouteHandle => ({ layout: "blank", access, title: "t" });

function renderApp(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: "/app", element: <p>builder, 12 drawings left</p>, handle: handle("subscription") },
          { path: "/blog", element: <p>blog</p>, handle: handle("all") },
          { path: "/signin", element: <p>sign-in page</p>, handle: handle("guest") },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What the browser tells this tab when another tab signs out: the stored user is removed. */
function signOutInAnotherTab() {
  const user = localStorage.getItem("user");
  clearSession();
  act(() => {
    window.dispatchEvent(new StorageEvent("storage", { key: "user", oldValue: user, newValue: null }));
  });
}

function signIn() {
  saveSession({ user: { id: 1, username: "vera" }, isSubscriptionActive: true });
  holdAccessToken(fakeJwt(600, 1));
}

describe("the end of the session in another tab", () => {
  it("sends a page that needs the session to /signin, with the way back and the reason", async () => {
    signIn();
    const router = renderApp("/app?shape=stern#draw");
    expect(await screen.findByText("builder, 12 drawings left")).toBeTruthy();
    signOutInAnotherTab();
    expect(await screen.findByText("sign-in page")).toBeTruthy();
    const { pathname, search } = router.state.location;
    expect(pathname).toBe("/signin");
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      redirect: "/app?shape=stern#draw",
      reason: "signedOut",
    });
  });

  it("leaves a public page where it is", async () => {
    signIn();
    const router = renderApp("/blog");
    expect(await screen.findByText("blog")).toBeTruthy();
    signOutInAnotherTab();
    expect(router.state.location.pathname).toBe("/blog");
  });

  it("does not take a sign-in elsewhere, or another key's change, for an end", async () => {
    const router = renderApp("/app");
    signIn();
    act(() => {
      window.dispatchEvent(new StorageEvent("storage", { key: "user", oldValue: null, newValue: "{}" }));
      window.dispatchEvent(new StorageEvent("storage", { key: "lang", oldValue: "ru", newValue: null }));
    });
    expect(router.state.location.pathname).toBe("/app");
  });
});
