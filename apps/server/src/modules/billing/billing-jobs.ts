/**
 * Billing's periodic work as durable jobs (app.jobs, decision 012): each step is a kind of job on a
 * cron schedule, so it runs once per slot across all instances, is retried with backoff, survives a
 * restart, and a step that keeps failing stays in the failed jobs the admin sees. Every step decides
 * from what is recorded and is safe to run again or concurrently; none depends on another having run
 * first (renewable subscriptions are the renewals' to end, not expiry's).
 */
import type { Db } from "../../db/client.ts";
import type { Jobs, QueueOptions } from "../../jobs/jobs.ts";
import type { Clock } from "../plans/index.ts";
import { expireSubscriptions, rolloverQuotas } from "../plans/index.ts";
import type { PaymentsService } from "./payments.service.ts";
import type { RefundsService } from "./refunds.service.ts";
import type { Renewals } from "./renewals.service.ts";

/** One periodic step: the kind of job, its cron schedule, and the work (its counts are the job's output). */
export interface BillingStep {
  name: string;
  cron: string;
  run(): Promise<Record<string, number>>;
}

export interface BillingStepsOptions {
  db: Db;
  payments: Pick<PaymentsService, "settleStalePayments">;
  refunds: Pick<RefundsService, "settlePendingRefunds">;
  renewals: Pick<Renewals, "run">;
  clock: Clock;
}

/** A failing step is tried again after 30 s, 1 and 2 minutes, then left failed (the next slot starts anew). */
const STEP_RETRY: QueueOptions = { retryLimit: 3, retryDelaySeconds: 30, oneAtATime: true };

/**
 * The steps, in the order a test runs them: renewal reminders and charges, then the end of what has
 * run out, then the new quota periods (every minute); pending payments whose notification never came
 * are re-read every 10 minutes, and so are the refunds the provider left pending, until each ends.
 */
export function billingSteps({ db, payments, refunds, renewals, clock }: BillingStepsOptions): BillingStep[] {
  return [
    { name: "billing.renewals", cron: "* * * * *", run: async () => ({ ...(await renewals.run()) }) },
    {
      name: "billing.expiry",
      cron: "* * * * *",
      run: async () => ({ expired: await expireSubscriptions(db, undefined, clock()) }),
    },
    {
      name: "billing.quota-rollover",
      cron: "* * * * *",
      run: async () => ({ rolled: await rolloverQuotas(db, undefined, clock()) }),
    },
    {
      name: "billing.payment-rereads",
      cron: "*/10 * * * *",
      run: async () => ({ settled: await payments.settleStalePayments() }),
    },
    {
      name: "billing.refund-rereads",
      cron: "*/10 * * * *",
      run: async () => ({ ended: await refunds.settlePendingRefunds() }),
    },
  ];
}

/** Registers every step's handler on this instance and its schedule (once for all instances). */
export async function scheduleBillingSteps(
  jobs: Jobs,
  steps: BillingStep[],
  log: { info(details: object, message: string): void },
) {
  for (const step of steps) {
    await jobs.handle(
      step.name,
      async () => {
        const counts = await step.run();
        if (Object.values(counts).some((count) => count > 0))
          log.info({ step: step.name, ...counts }, "billing job");
        return counts;
      },
      STEP_RETRY,
    );
    await jobs.schedule(step.name, step.cron);
  }
}

/** Runs every step once, here and now, in order (tests move billing's clock, then run the steps). */
export async function runBillingSteps(steps: BillingStep[]) {
  for (const step of steps) await step.run();
}
