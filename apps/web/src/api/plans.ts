/**
 * GET /draw/api/v1/free/plans/: the plans, names and features in the request's language (the reply
 * also carries the features in both). One query for every page that shows them: home, registration
 * and payment.
 */
import type { TPlan } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client.ts";

export const PLANS_KEY = ["plans"] as const;

export function getPlans(language: string): Promise<TPlan[]> {
  return apiFetch<TPlan[]>("/draw/api/v1/free/plans/", {
    auth: false,
    headers: { "accept-language": language },
  });
}

/** Keyed by the page's language: the server names the plans in it. */
export function plansQueryOptions(language: string) {
  return queryOptions({
    queryKey: [...PLANS_KEY, language],
    queryFn: () => getPlans(language),
    staleTime: 10 * 60_000,
  });
}

export function usePlans(language: string) {
  return useQuery(plansQueryOptions(language));
}

/** The plan's features in `language` (the reply carries both), falling back to the reply's own. */
export function planFeatures(plan: TPlan, language: string): string[] {
  const localized = language === "en" ? plan.features_i18n?.en : plan.features_i18n?.ru;
  return localized && localized.length > 0 ? localized : plan.features;
}
