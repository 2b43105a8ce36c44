/** GET /draw/api/v1/free/plans/: Basic, Advanced and Premium, features in both languages. */
import type { TPlan } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function getPlans(): Promise<TPlan[]> {
  return apiFetch<TPlan[]>("/draw/api/v1/free/plans/", { auth: false });
}

export function plansQueryOptions() {
  return queryOptions({ queryKey: ["billing", "plans"], queryFn: getPlans, staleTime: 10 * 60_000 });
}

export function usePlans() {
  return useQuery(plansQueryOptions());
}

/** The plan's features in `language` (the reply carries both), falling back to the reply's own. */
export function planFeatures(plan: TPlan, language: string): string[] {
  const localized = language === "en" ? plan.features_i18n?.en : plan.features_i18n?.ru;
  return localized && localized.length > 0 ? localized : plan.features;
}
