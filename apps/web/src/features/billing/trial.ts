/** The trial button rule and which plan is the user's current one. */
import type { TSubscriptionState } from "@mandala/contract";

export interface SubscriptionSnapshot {
  isActive: boolean;
  status: TSubscriptionState;
  planId: number | null;
}

/** The trial button shows only with no active subscription and a status other than trial. */
export function showTrialButton(subscription: Pick<SubscriptionSnapshot, "isActive" | "status">): boolean {
  return !subscription.isActive && subscription.status !== "trial";
}

/** The id of the plan the user holds now (active or on trial), else null. */
export function currentPlanId(subscription: SubscriptionSnapshot): number | null {
  return subscription.isActive ? subscription.planId : null;
}
