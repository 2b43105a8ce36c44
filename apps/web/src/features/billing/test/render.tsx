/** Test helpers of the billing feature: providers, a router at `path`, and a fetch fake. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";

/** Renders `ui` as the element of `pattern`, with the router at `path`. */
export function renderAt(ui: ReactElement, path: string, pattern = path) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface FakeRequest {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}
type Handler = (request: FakeRequest) => { status?: number; body: unknown } | undefined;

/** Replaces fetch: each call goes to `handler`; returns the list of requests seen. */
export function fakeFetch(handler: Handler): FakeRequest[] {
  const seen: FakeRequest[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request: FakeRequest = {
      url: new URL(String(input), "http://localhost"),
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    seen.push(request);
    const answer = handler(request) ?? { status: 404, body: { error: "not found" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  return seen;
}
