/** Test helpers of the profile feature: the page with a signed-in session, a fresh query client and a fetch fake. */
import type { TUserProfile } from "@mandala/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { saveSession } from "../../../api/session.ts";
import { fakeJwt } from "../../../test/tokens.ts";
import { ProfilePage } from "../profile-page.tsx";

export function renderProfilePage() {
  saveSession({ token: fakeJwt(900), refreshToken: "r", user: { id: 7, username: "anna" }, plan: null });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: "/profile", element: <ProfilePage /> },
      { path: "*", element: <p>elsewhere</p> },
    ],
    { initialEntries: ["/profile"] },
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

/** A profile as GET /api/auth/userinfo/ answers it: a fresh user on a trial. */
export function profileFixture(overrides: Partial<TUserProfile> = {}): TUserProfile {
  return {
    id: 7,
    username: "anna",
    email: "anna@example.com",
    first_name: "",
    last_name: "",
    avatar: null,
    bio: "",
    location: "",
    website: "",
    joined_date: "2025-05-12T10:00:00.000Z",
    role: "user",
    subscription_status: { is_active: true },
    subscription_details: {
      plan_id: 2,
      plan_name: "Advanced",
      status: "trial",
      expiry_date: "2025-05-15T10:00:00.000Z",
      end_date: "2025-05-15T10:00:00.000Z",
      days_remaining: 3,
      is_trial: true,
    },
    mandala_drawings: { allowed: 100, used: 0, remaining: 100, reset_date: "2025-05-15T10:00:00.000Z" },
    purchased_learning_sets: [],
    ...overrides,
  };
}
