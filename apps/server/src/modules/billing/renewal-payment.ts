/**
 * What a paid subscription payment does, inside its fulfilment's transaction: a renewal charge starts
 * the next period where the paid one ended; any other payment applies the plan and, for a monthly plan,
 * keeps the method the provider saved so that the plan renews. Answers the paid period's end and
 * whether the plan renews after it.
 */
import type { DbOrTx } from "../../db/client.ts";
import type { ProviderPayment } from "../../integrations/payments/provider.ts";
import { hasRenewal, renewedUntil } from "../plans/index.ts";
import type { PaymentRow, PlanRow } from "./billing.repository.ts";
import { findAttemptByPayment, saveRenewalMethod, startRenewedPeriod } from "./renewals.repository.ts";
import { applyPaidPlan } from "./subscription.service.ts";

export async function applySubscriptionPayment(
  tx: DbOrTx,
  payment: Pick<PaymentRow, "id" | "locale">,
  userId: number,
  plan: PlanRow,
  remote: ProviderPayment,
  now: Date,
): Promise<{ expiresAt: Date; renews: boolean } | undefined> {
  const attempt = await findAttemptByPayment(tx, payment.id);
  if (attempt) {
    const expiresAt = renewedUntil(attempt.periodEnd, plan);
    await startRenewedPeriod(tx, { id: attempt.subscriptionId, userId }, expiresAt, {
      perPeriod: plan.drawingsPerPeriod,
      carryOver: plan.carryOver,
    });
    return { expiresAt, renews: true };
  }
  const applied = await applyPaidPlan(tx, userId, plan, now);
  if (!applied) return undefined;
  const method = remote.savedPaymentMethodId;
  if (method !== null && hasRenewal({ paymentMethodId: method }, plan)) {
    await saveRenewalMethod(tx, applied.subscriptionId, method, remote.savedCard, payment.locale);
    return { expiresAt: applied.expiresAt, renews: true };
  }
  return { expiresAt: applied.expiresAt, renews: false };
}
