/** Test helpers of the calculator feature: a fresh query client and router, and a fetch fake. */

import type { TCommonDataReply } from "@mandala/contract";
import { PALETTES } from "@mandala/engine";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";

export function renderWithProviders(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

type Handler = (url: URL) => { status?: number; body: unknown } | undefined;

/** Replaces fetch: each call goes to `handler`; returns the spy (its calls hold the requested URLs). */
export function fakeFetch(handler: Handler) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    const answer = handler(url) ?? { status: 404, body: { error: "not found" } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
}

/** The URLs the fetch spy was called with. */
export function requestedUrls(spy: ReturnType<typeof fakeFetch>): URL[] {
  return spy.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
}

const labels = (ru: string, en: string) => ({ ru, en });

/** A common-data reply as the server sends it, trimmed to what the demo needs. */
export function commonDataFixture(overrides: Partial<TCommonDataReply> = {}): TCommonDataReply {
  const palettes = Object.fromEntries(
    ([9, 12, 13] as const).map((n) => [
      String(n),
      Object.fromEntries(Object.entries(PALETTES[n]).map(([key, colors]) => [key, [...colors]])),
    ]),
  );
  return {
    menu: {
      shapes: {
        ru: [{ name: "demoshape", displayLabel: "Квадрат" }],
        en: [{ name: "demoshape", displayLabel: "Square" }],
      },
    },
    shapes: [],
    methods: [
      {
        method_name: "6",
        method_label: "6",
        labels: labels("Кольца", "Rings"),
        tier: "basic",
        uses_sector_length: false,
        additional_methods: [
          {
            method_additional_name: "6",
            method_additional_label: "6",
            labels: labels("Калейдоскоп", "Kaleidoscope"),
          },
        ],
      },
    ],
    palettes,
    main_matrix: {},
    pattern_max_len: 10,
    default_method: "6",
    default_additional_method: "6",
    sector_length: { min: 4, max: 16, default: 8 },
    demo: {
      phrase: "Я счастлива и любима",
      shape: "demoshape",
      first_method: "6",
      additional_method: "6",
      pattern_length: 7,
      palette: 9,
    },
    ...overrides,
  };
}
