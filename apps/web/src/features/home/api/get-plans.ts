/**
 * The home page's three plan cards: `GET /draw/api/v1/free/plans/`, which comes with issue 5. Until
 * that endpoint answers, or when it fails, the cards show `PLACEHOLDER_PLANS` (clearly a placeholder:
 * the prices mirror the seed data of the server, apps/server/src/db/seed-data.ts).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";

export const PLANS_URL = "/draw/api/v1/free/plans/";

export type PlanPeriod = "once" | "month";

/** One card: either text from the server (`name`, `features`) or i18n keys of a placeholder. */
export interface HomePlan {
  id: number | string;
  price: number;
  period: PlanPeriod;
  name?: string;
  features?: string[];
  /** Placeholder plans: i18n key under `plans.placeholder` for name and features. */
  placeholderKey?: "once" | "advanced" | "premium";
}

/** PLACEHOLDER until issue 5's plans endpoint exists: a one-time plan and two monthly ones. */
export const PLACEHOLDER_PLANS: readonly HomePlan[] = [
  { id: "once", price: 490, period: "once", placeholderKey: "once" },
  { id: "advanced", price: 990, period: "month", placeholderKey: "advanced" },
  { id: "premium", price: 1990, period: "month", placeholderKey: "premium" },
];

/** The home page shows three cards; the middle one is the highlighted, most popular plan. */
export const HOME_PLAN_COUNT = 3;
export const HIGHLIGHTED_PLAN_INDEX = 1;

type Json = Record<string, unknown>;

function features(value: unknown, language: string): string[] | undefined {
  if (Array.isArray(value)) return value.filter((f): f is string => typeof f === "string");
  if (value && typeof value === "object")
    return features((value as Json)[language] ?? (value as Json).ru, language);
  return undefined;
}

function toPlan(raw: unknown, language: string): HomePlan | null {
  if (!raw || typeof raw !== "object") return null;
  const item = raw as Json;
  const price = Number(item.price ?? item.price_rub ?? item.priceRub);
  const name = item.description ?? item.name;
  if (
    !Number.isFinite(price) ||
    typeof name !== "string" ||
    (item.id === undefined && item.slug === undefined)
  ) {
    return null;
  }
  const period = String(item.period ?? item.billing_period ?? "month");
  return {
    id: (item.id ?? item.slug) as number | string,
    price,
    period: period === "once" || period === "one_time" ? "once" : "month",
    name,
    features: features(item.features, language) ?? [],
  };
}

/** Reads the server's answer leniently (its shape is not fixed by the spec); null when unusable. */
export function parsePlans(body: unknown, language: string): HomePlan[] | null {
  const list = Array.isArray(body) ? body : ((body as Json | null)?.plans ?? (body as Json | null)?.results);
  if (!Array.isArray(list)) return null;
  const plans = list.map((raw) => toPlan(raw, language)).filter((p): p is HomePlan => p !== null);
  return plans.length >= HOME_PLAN_COUNT ? plans.slice(0, HOME_PLAN_COUNT) : null;
}

/** Fetches the plans; falls back to the placeholder when the endpoint is absent or answers badly. */
export async function getHomePlans(language: string, signal?: AbortSignal): Promise<readonly HomePlan[]> {
  try {
    // The page's language, not the browser's: plan names and features come in it.
    const headers = { accept: "application/json", "accept-language": language };
    const response = await fetch(PLANS_URL, { headers, signal });
    if (!response.ok) return PLACEHOLDER_PLANS;
    return parsePlans(await response.json(), language) ?? PLACEHOLDER_PLANS;
  } catch (error) {
    if (signal?.aborted) throw error;
    return PLACEHOLDER_PLANS;
  }
}

export const homePlansQuery = (language: string) =>
  queryOptions({
    queryKey: ["home-plans", language],
    queryFn: ({ signal }) => getHomePlans(language, signal),
    staleTime: 10 * 60_000,
  });

/** The three cards: the placeholder is shown while loading, so the layout never jumps. */
export function useHomePlans(language: string): readonly HomePlan[] {
  const { data } = useQuery({ ...homePlansQuery(language), placeholderData: PLACEHOLDER_PLANS });
  return data ?? PLACEHOLDER_PLANS;
}
