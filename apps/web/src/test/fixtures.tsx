/** Shared test helpers of the features: providers, fake servers, fixtures. */
import type {
  TCommonDataReply,
  TPlan,
  TSavedMandala,
  TShapesDataReply,
  TSiteSettings,
  TSubscriptionReply,
  TUserProfile,
} from "@mandala/contract";
import { allPatterns, DEMO_PHRASES, mainMatrix, PALETTES, type PaletteSize, SHAPES } from "@mandala/engine";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { vi } from "vitest";
import type { PrintParams } from "../api/print-params.ts";
import { holdAccessToken, type StoredUser, saveSession } from "../api/session.ts";
import { NavigationProvider } from "../ui/navigation.tsx";
import { routerNavigation } from "../ui/router-navigation.tsx";
import { fakeJwt } from "./tokens.ts";

/** A query client that does not retry, so failures show at once. */
function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * A session as the app has it after sign-in: the user stored (the pages of a signed-in user read it),
 * the access token held in memory.
 */
export function signInAs(user: StoredUser = { id: 7, username: "anna" }) {
  saveSession({ user, plan: null });
  holdAccessToken(fakeJwt(3600, user.id));
}

/** `ui` navigating through the router, as the SPA's pages do (see ui/navigation.tsx). */
export function routed(ui: ReactElement) {
  return <NavigationProvider value={routerNavigation}>{ui}</NavigationProvider>;
}

/** Renders `ui` with the providers, the router at `path`. */
export function renderAt(ui: ReactElement, path = "/") {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>{routed(ui)}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders `ui` as the element of `pattern`, with the router at `path`; other paths render "elsewhere". */
export function renderRoute(ui: ReactElement, path: string, pattern = path) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={routed(ui)} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The site settings (GET /draw/api/v1/free/site/) of a local copy with nothing configured: no VK ID, no
 * reCAPTCHA, the demo seller, no support address, links or video, the default support hours; `overrides` set what a test needs.
 */
export function siteSettings(overrides: Partial<TSiteSettings> = {}): TSiteSettings {
  return {
    messenger_url: "https://t.me/mandala_wishes",
    vkid_app_id: null,
    captcha_provider: "recaptcha",
    recaptcha_site_key: null,
    seller: null,
    support_email: null,
    support_phone: null,
    support_hours: {
      ru: "Отвечаем в течение рабочего дня, пн–пт 10:00–19:00 (МСК)",
      en: "We answer within a working day, Mon–Fri 10:00–19:00 (Moscow time)",
    },
    social_links: { vk: null, telegram: null, youtube: null },
    lesson_video_id: null,
    ...overrides,
  };
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  /** A binary body (images, PDF) instead of JSON. */
  blob?: Blob;
}
type Handler = (url: URL, init: RequestInit | undefined) => FakeAnswer | undefined;

/** Replaces fetch: every call goes to `handler` (404 when it answers nothing). */
export function fakeFetch(handler: Handler) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const answer = handler(url, init) ?? { status: 404, body: { error: "not found" } };
    if (answer.blob) return new Response(answer.blob, { status: answer.status ?? 200 });
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
}

export interface FakeRequest {
  url: URL;
  method: string;
  body: unknown;
  headers: Headers;
}

/** Replaces fetch: each call goes to `handler`; returns the list of requests seen. */
export function recordFetch(
  handler: (request: FakeRequest) => { status?: number; body: unknown } | undefined,
): FakeRequest[] {
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

/** The URLs the fetch spy was called with, those of `pathname` when given. */
export function urlsOf(spy: ReturnType<typeof fakeFetch>, pathname?: string | RegExp): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) =>
      pathname === undefined
        ? true
        : typeof pathname === "string"
          ? url.pathname === pathname
          : pathname.test(url.pathname),
    );
}

const palettes = Object.fromEntries(
  ([9, 12, 13] as const).map((n) => [
    String(n),
    Object.fromEntries(Object.entries(PALETTES[n]).map(([key, colors]) => [key, [...colors]])),
  ]),
);

export const labels = (ru: string, en: string) => ({ ru, en });

/** The "Rings" method with its "Kaleidoscope" variant: the demo's method. */
const ringsMethod: TCommonDataReply["methods"][number] = {
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
};

/** The common-data fields after the menu, shapes and methods, as the server sends them. */
const commonDataDefaults = {
  palettes,
  main_matrix: {},
  pattern_max_len: 10,
  default_method: "6",
  default_additional_method: "6",
  sector_length: { min: 4, max: 16, default: 8 },
  demo: {
    phrases: { ...DEMO_PHRASES },
    shape: "demoshape",
    first_method: "6",
    additional_method: "6",
    pattern_length: 7,
    palette: 9,
  },
} satisfies Partial<TCommonDataReply>;

/** A common-data reply as the server sends it, trimmed to what the demo calculator needs. */
export function commonDataFixture(overrides: Partial<TCommonDataReply> = {}): TCommonDataReply {
  return {
    menu: {
      shapes: {
        ru: [{ name: "demoshape", displayLabel: "Квадрат" }],
        en: [{ name: "demoshape", displayLabel: "Square" }],
      },
    },
    shapes: [],
    methods: [ringsMethod],
    ...commonDataDefaults,
    ...overrides,
  };
}

/** What GET /draw/api/v1/premium/commondata/ answers (the builder's `PremiumCommonData`). */
type PremiumCommonData = TCommonDataReply & { remaining_drawings: number };

/** Premium common data for the basic tier as the server builds it from the engine's catalogue. */
export function premiumCommonData(overrides: Partial<PremiumCommonData> = {}): PremiumCommonData {
  const shapes = SHAPES.filter((s) => s.tier === "basic");
  return {
    menu: {
      shapes: {
        ru: shapes.map((s) => ({ name: s.id, displayLabel: s.label.ru })),
        en: shapes.map((s) => ({ name: s.id, displayLabel: s.label.en })),
      },
    },
    shapes: shapes.map((s) => ({
      id: s.id,
      tier: s.tier,
      labels: s.label,
      default_method: s.defaultMethod,
      default_additional_method: s.defaultAdditionalMethod,
      sector_length_applies: s.sectorLengthApplies,
    })),
    methods: [
      {
        method_name: "1",
        method_label: "1",
        labels: labels("Квадрат желания", "Square of the wish"),
        tier: "basic",
        uses_sector_length: false,
        additional_methods: [
          { method_additional_name: "1", method_additional_label: "1", labels: labels("Зеркало", "Mirror") },
          { method_additional_name: "2", method_additional_label: "2", labels: labels("Вихрь", "Whirl") },
        ],
      },
      {
        method_name: "8",
        method_label: "8",
        labels: labels("Волны", "Waves"),
        tier: "basic",
        uses_sector_length: true,
        additional_methods: [
          { method_additional_name: "1", method_additional_label: "1", labels: labels("Зеркало", "Mirror") },
        ],
      },
      {
        method_name: "81",
        method_label: "81",
        labels: labels("Лучи", "Rays"),
        tier: "basic",
        uses_sector_length: true,
        additional_methods: [
          { method_additional_name: "1", method_additional_label: "1", labels: labels("Зеркало", "Mirror") },
        ],
      },
      ringsMethod,
    ],
    ...commonDataDefaults,
    remaining_drawings: 10,
    ...overrides,
  };
}

export function shapesData(shape: string, phrase: string): TShapesDataReply {
  const def = SHAPES.find((s) => s.id === shape);
  const sizes: PaletteSize[] = [9, 12, 13];
  return {
    shape,
    main_matrix: Object.fromEntries(sizes.map((n) => [String(n), mainMatrix(phrase, n)])),
    all_patterns: Object.fromEntries(sizes.map((n) => [String(n), allPatterns(phrase, n)])),
    palettes,
    pattern_max_len: 10,
    default_method: def?.defaultMethod ?? "1",
    default_additional_method: def?.defaultAdditionalMethod ?? "1",
  };
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
    // A trial ends without a refill: the server gives no refill date.
    mandala_drawings: { allowed: 100, used: 0, remaining: 100, reset_date: null },
    purchased_learning_sets: [],
    ...overrides,
  };
}

export function savedMandala(overrides: Partial<TSavedMandala> = {}): TSavedMandala {
  return {
    id: 7,
    phrase: "Я счастлива и любима",
    shape: "eight_diamond",
    first_method: "81",
    additional_method: "1",
    pattern_length: 4,
    sector_length: 10,
    palette: 12,
    pattern: [1, 2, 3, 4],
    view: "colorized",
    created_at: "2025-03-01T10:00:00.000Z",
    ...overrides,
  };
}

/** /print parameters with every field set (a saved drawing, numbers out of order and repeated). */
export const PRINT_PARAMS: PrintParams = {
  phrase: "Я счастлива",
  shape: "stern",
  shapeId: 5,
  patternLength: 4,
  palette: 12,
  firstMethod: "82",
  additionalMethod: "3",
  sectorLength: 10,
  colorized: true,
  digits: false,
  dots: true,
  numbers: [7, 2, 7],
  pattern: "1,2,3",
  mandalaId: 9,
};

/** A plan as GET /draw/api/v1/free/plans/ answers it. */
export function planFixture(id: number, name: string, price: number, extra: Partial<TPlan> = {}): TPlan {
  return {
    id,
    slug: name.toLowerCase(),
    name,
    description: name,
    price,
    price_rub: price,
    period_days: 30,
    drawings_per_period: 100,
    carry_over: false,
    palettes: [9],
    advanced_shapes_and_methods: false,
    tier: name.toLowerCase() as TPlan["tier"],
    features: [`${name} feature`],
    features_i18n: { ru: [`${name}: возможность`], en: [`${name}: feature`] },
    is_popular: false,
    billing_period: "month",
    learning_sets: [],
    ...extra,
  };
}

/** Basic, Advanced (the popular one) and Premium. */
export const PLANS: TPlan[] = [
  planFixture(1, "Basic", 490, { billing_period: "once" }),
  planFixture(2, "Advanced", 990, { is_popular: true }),
  planFixture(3, "Premium", 1990),
];

/** A subscription reply: none by default. */
export function subscriptionFixture(extra: Partial<TSubscriptionReply> = {}): TSubscriptionReply {
  return {
    status: "none",
    is_active: false,
    plan_id: null,
    plan_name: null,
    tier: null,
    is_trial: false,
    expiry_date: null,
    days_remaining: 0,
    trial_available: true,
    mandala_drawings: { allowed: 0, used: 0, remaining: 0, reset_date: null },
    offers: [],
    renewal: null,
    ...extra,
  };
}
