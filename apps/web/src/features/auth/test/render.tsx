/** Test helpers of the auth feature: a page inside a memory router and a query client, and a fetch fake. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";

/** Renders `element` at `url`; every other path renders its own pathname, so navigation can be checked. */
export function renderRoute(element: ReactElement, url: string, path = new URL(url, "http://x").pathname) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: "*", element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

export type FakeAnswer = { status?: number; body?: unknown } | "network-error";
type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => FakeAnswer | undefined | Promise<FakeAnswer | undefined>;

/** Replaces fetch with `handler` (unhandled calls answer 404); returns the mock to inspect calls. */
export function stubFetch(handler: Handler) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const answer = (await handler(url, init)) ?? { status: 404, body: { detail: "not found" } };
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", mock);
  return mock;
}

/** The JSON body of a recorded fetch call. */
export function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
}
