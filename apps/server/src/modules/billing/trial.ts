/** The free trial: the one way it starts (registration and /payment both use it). */
import type { DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { trialEnd } from "../plans/index.ts";
import {
  claimTrial,
  insertSubscription,
  liveSubscriptions,
  lockUser,
  type PlanRow,
  setQuota,
} from "./billing.repository.ts";

/**
 * Starts the user's free trial of `plan` inside the caller's transaction: once per user, never over a
 * live subscription. The user's row is locked and the trial claimed in one conditional update, so
 * racing requests get one trial. Asked again while the trial runs (a double click), it does nothing.
 * Throws 409 `billing.alreadySubscribed` or `billing.trialUsed`.
 */
export async function startTrialIn(tx: DbOrTx, userId: number, plan: PlanRow, now = new Date()) {
  if (!(await lockUser(tx, userId))) throw new DomainError("auth.notAuthenticated");
  const live = await liveSubscriptions(tx, userId);
  if (live.some((row) => row.subscription.isTrial)) return;
  if (live.length > 0) throw new DomainError("billing.alreadySubscribed");
  if (!(await claimTrial(tx, userId))) throw new DomainError("billing.trialUsed");
  const expiresAt = trialEnd(now);
  await insertSubscription(tx, {
    userId,
    planId: plan.id,
    status: "trial",
    isTrial: true,
    startedAt: now,
    expiresAt,
  });
  await setQuota(tx, userId, plan.drawingsPerPeriod, expiresAt);
}
