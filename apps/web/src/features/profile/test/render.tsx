/** Test helpers of the profile feature: the page with a signed-in session, a fresh query client and a fetch fake. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { vi } from "vitest";
import { signInAs } from "../../../test/fixtures.tsx";
import { ProfilePage } from "../profile-page.tsx";

export function renderProfilePage(url = "/profile") {
  signInAs();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: "/profile", element: <ProfilePage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

type Answer = { status?: number; body?: unknown };

/** Replaces fetch: `handler` answers by method and path (unhandled calls answer 404). */
export function stubFetch(handler: (method: string, path: string, init?: RequestInit) => Answer | undefined) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const answer = handler(init?.method ?? "GET", url.pathname, init) ?? { status: 404, body: {} };
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}
