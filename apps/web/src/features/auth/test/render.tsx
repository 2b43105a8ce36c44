/** Test helpers of the auth feature: a page inside a memory router and a query client, and a fetch fake. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
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
/** Site settings as the server answers them when VK ID and reCAPTCHA are not configured. */
const SITE_SETTINGS = {
  messenger_url: "https://t.me/mandala_wishes",
  vkid_app_id: null,
  recaptcha_site_key: null,
};

/**
 * Stubs fetch with `handler`, returning the mock that records the calls. The site settings call
 * (made by any page with the VK ID button) is answered by `handler` when it knows it, else with
 * VK ID and reCAPTCHA off, and is not recorded.
 */
export function stubFetch(handler: Handler) {
  const answerFor = async (url: URL, init?: RequestInit) => {
    const answer = (await handler(url, init)) ?? { status: 404, body: { detail: "not found" } };
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  };
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answerFor(new URL(String(input), "http://localhost"), init),
  );
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname !== "/draw/api/v1/free/site/") return mock(input, init);
    const known = await handler(url, init);
    return known ? answerFor(url, init) : Response.json(SITE_SETTINGS);
  });
  return mock;
}

/** The JSON body of a recorded fetch call. */
export function jsonBody(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
}
