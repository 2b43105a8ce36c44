/**
 * The plans offered at registration: GET /draw/api/v1/free/plans/ (ZPlanList in the contract). A
 * failure shows "Failed to load subscription plans" with a retry on the plan step.
 */
import type { TPlan } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export const PLANS_URL = "/draw/api/v1/free/plans/";

/** What the plan step shows of a plan. */
export type RegisterPlan = Pick<TPlan, "id" | "name" | "description" | "price"> &
  Partial<Pick<TPlan, "features" | "is_popular" | "billing_period">>;

export function getPlans(): Promise<RegisterPlan[]> {
  return apiFetch<RegisterPlan[]>(PLANS_URL, { auth: false });
}

/** Keyed by language: the server answers the features in the request's language. */
export const plansQueryOptions = (language: string) =>
  queryOptions({ queryKey: ["register-plans", language], queryFn: getPlans, staleTime: 10 * 60_000 });

export function usePlans(language: string) {
  return useQuery(plansQueryOptions(language));
}
