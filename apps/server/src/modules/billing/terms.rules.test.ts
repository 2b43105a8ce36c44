import { addDays, DAY_MS } from "@mandala/contract";
import { describe, expect, it } from "vitest";
import { formatDate } from "../../i18n/dates.ts";
import {
  daysRemaining,
  drawingsLeft,
  type LiveTerm,
  purchaseOffer,
  purchaseTerms,
  refillDate,
  renewalAttemptAt,
  renewedUntil,
  TRIAL_DAYS,
  trialEnd,
} from "../plans/index.ts";

/** A moment on Moscow time (UTC+3 all year, no summer time): "2026-01-31 23:59" → 20:59 UTC. */
const moscow = (local: string) => new Date(`${local.replace(" ", "T")}:00+03:00`);

const MONTHLY = {
  id: 2,
  periodDays: 30,
  billingPeriod: "month",
  drawingsPerPeriod: 100,
  carryOver: false,
} as const;
const ONCE = {
  id: 1,
  periodDays: 30,
  billingPeriod: "once",
  drawingsPerPeriod: 30,
  carryOver: false,
} as const;
const CARRY = {
  id: 3,
  periodDays: 30,
  billingPeriod: "month",
  drawingsPerPeriod: 300,
  carryOver: true,
} as const;

const now = moscow("2026-01-31 23:59");

describe("a plan's period is whole days, never a calendar month", () => {
  it.each([
    ["31 January, not a calendar month to 28 February", "2026-01-31 12:00", "2026-03-02 12:00"],
    ["31 January in a leap year", "2028-01-31 12:00", "2028-03-01 12:00"],
    ["29 February", "2028-02-29 12:00", "2028-03-30 12:00"],
    ["30 December, into the next year", "2026-12-30 12:00", "2027-01-29 12:00"],
    ["31 January at 23:59 in Moscow (20:59 UTC)", "2026-01-31 23:59", "2026-03-02 23:59"],
  ])("30 days after %s", (_, from, to) => {
    expect(renewedUntil(moscow(from), { periodDays: 30 })).toEqual(moscow(to));
  });

  it("counts from the exact moment, to the millisecond", () => {
    const paid = new Date("2026-02-28T20:59:59.999Z");
    expect(addDays(paid, 30).toISOString()).toBe("2026-03-30T20:59:59.999Z");
    expect(renewedUntil(paid, { periodDays: 7 }).toISOString()).toBe("2026-03-07T20:59:59.999Z");
  });
});

describe("the free trial", () => {
  it("lasts three days from the moment it starts", () => {
    expect(TRIAL_DAYS).toBe(3);
    expect(trialEnd(new Date("2026-11-28T09:30:00Z")).toISOString()).toBe("2026-12-01T09:30:00.000Z");
  });

  it("started late on 27 February of a leap year, ends on 1 March, on the customer's clock too", () => {
    const end = trialEnd(moscow("2028-02-27 23:59"));
    expect(end).toEqual(moscow("2028-03-01 23:59"));
    expect(formatDate(end, "ru")).toBe("1 марта 2028");
    expect(trialEnd(moscow("2027-02-27 23:59"))).toEqual(moscow("2027-03-02 23:59"));
  });
});

describe("dates in letters are Moscow's", () => {
  it("a moment before 21:00 UTC is still that day in Moscow; from 21:00 UTC it is the next one", () => {
    expect(formatDate(new Date("2026-01-31T20:59:59Z"), "ru")).toBe("31 января 2026");
    expect(formatDate(new Date("2026-01-31T21:00:00Z"), "ru")).toBe("1 февраля 2026");
    expect(formatDate(new Date("2026-01-31T21:00:00Z"), "en")).toBe("1 February 2026");
    expect(formatDate(new Date("2026-12-31T21:00:00Z"), "ru")).toBe("1 января 2027");
  });

  it("writes 29 February as it is", () => {
    expect(formatDate(moscow("2028-02-29 00:00"), "ru")).toBe("29 февраля 2028");
    expect(formatDate(moscow("2028-02-29 23:59"), "en")).toBe("29 February 2028");
  });
});

describe("days remaining", () => {
  const end = moscow("2026-03-02 23:59");
  it.each([
    ["three whole days", addDays(end, -3), 3],
    ["a started day counts as one", new Date(end.getTime() - 3 * DAY_MS - 1), 4],
    ["its last millisecond", new Date(end.getTime() - 1), 1],
    ["at its end", end, 0],
    ["after it", addDays(end, 5), 0],
  ])("%s", (_, at, days) => {
    expect(daysRemaining(end, at)).toBe(days);
  });
});

describe("drawings left in a balance", () => {
  it.each([
    ["none without a balance", undefined, 0],
    ["one below the limit", { allowed: 30, used: 29 }, 1],
    ["none at the limit", { allowed: 30, used: 30 }, 0],
    ["never below zero", { allowed: 30, used: 31 }, 0],
    ["all of a fresh one", { allowed: 30, used: 0 }, 30],
  ])("%s", (_, quota, left) => {
    expect(drawingsLeft(quota)).toBe(left);
  });
});

describe("what a purchase gives, and until when", () => {
  const trial: LiveTerm = {
    id: 10,
    planId: MONTHLY.id,
    isTrial: true,
    expiresAt: trialEnd(addDays(now, -1)),
  };
  const paid = (plan: { id: number }, expiresAt = addDays(now, 12)): LiveTerm => ({
    id: 20,
    planId: plan.id,
    isTrial: false,
    expiresAt,
  });

  it("with nothing live: a new period from now, with the plan's drawings", () => {
    expect(purchaseTerms(MONTHLY, [], undefined, now)).toEqual({
      kind: "start",
      replaced: [],
      expiresAt: moscow("2026-03-02 23:59"),
      balance: 100,
    });
  });

  it("a balance left from an ended plan is not carried over, even by a carry-over plan", () => {
    expect(purchaseTerms(CARRY, [], { allowed: 300, used: 10 }, now)).toMatchObject({ balance: 300 });
  });

  it("during the free trial: the plan starts now, its period counted from the trial's end", () => {
    const terms = purchaseTerms(MONTHLY, [trial], { allowed: 100, used: 4 }, now);
    expect(terms).toEqual({
      kind: "start",
      replaced: [trial.id],
      expiresAt: addDays(trial.expiresAt, 30),
      balance: 100,
    });
    // The two unused trial days are kept: 32 days from now, not 30.
    expect(daysRemaining(terms.expiresAt, now)).toBe(32);
  });

  it("during the trial of the same plan, the plan is bought, not the trial extended", () => {
    expect(purchaseTerms({ ...MONTHLY, id: trial.planId }, [trial], undefined, now).kind).toBe("start");
  });

  it("a carry-over plan keeps what is left of the trial's balance", () => {
    expect(purchaseTerms(CARRY, [trial], { allowed: 100, used: 40 }, now)).toMatchObject({ balance: 360 });
  });

  it("rebuying a live monthly plan runs it one period longer from its end, its balance untouched", () => {
    const live = paid(MONTHLY);
    expect(purchaseTerms(MONTHLY, [live], { allowed: 100, used: 100 }, now)).toEqual({
      kind: "extend",
      subscriptionId: live.id,
      expiresAt: addDays(live.expiresAt, 30),
      balance: null,
    });
  });

  it("rebuying a live one-time plan adds its drawings to what is left, for the longer period", () => {
    const live = paid(ONCE);
    expect(purchaseTerms(ONCE, [live], { allowed: 30, used: 25 }, now)).toEqual({
      kind: "extend",
      subscriptionId: live.id,
      expiresAt: addDays(live.expiresAt, 30),
      balance: 35,
    });
    expect(purchaseTerms(ONCE, [live], { allowed: 30, used: 30 }, now)).toMatchObject({ balance: 30 });
  });

  it("another plan replaces the live one at once: its unused days are lost, its balance too unless carried", () => {
    const live = paid(ONCE);
    expect(purchaseTerms(MONTHLY, [live], { allowed: 30, used: 10 }, now)).toEqual({
      kind: "start",
      replaced: [live.id],
      expiresAt: addDays(now, 30),
      balance: 100,
    });
    expect(purchaseTerms(CARRY, [live], { allowed: 30, used: 10 }, now)).toMatchObject({ balance: 320 });
  });
});

describe("what paying does, as the card says it before paying", () => {
  const live = (values: Partial<LiveTerm>): LiveTerm => ({
    id: 9,
    planId: ONCE.id,
    isTrial: false,
    expiresAt: addDays(now, 10),
    ...values,
  });

  it.each([
    ["nothing live", ONCE, [], "start", now],
    ["a trial of the same plan", ONCE, [live({ isTrial: true })], "after_trial", addDays(now, 10)],
    ["a trial of another plan", MONTHLY, [live({ isTrial: true })], "after_trial", addDays(now, 10)],
    ["the same one-time plan", ONCE, [live({})], "rebuy", addDays(now, 10)],
    ["the same monthly plan", MONTHLY, [live({ planId: MONTHLY.id })], "extend", addDays(now, 10)],
    ["another paid plan", MONTHLY, [live({})], "replace", now],
  ] as const)("%s: %s, one period from then", (_name, plan, held, kind, from) => {
    expect(purchaseOffer(plan, held, now)).toEqual({ kind, paidUntil: addDays(from, plan.periodDays) });
  });
});

describe("a renewal's charges", () => {
  const periodEnd = moscow("2026-02-28 23:59");

  it("is tried at the period's end, then one and three days after it, then never", () => {
    expect(renewalAttemptAt(periodEnd, 0)).toEqual(periodEnd);
    expect(renewalAttemptAt(periodEnd, 1)).toEqual(moscow("2026-03-01 23:59"));
    expect(renewalAttemptAt(periodEnd, 2)).toEqual(moscow("2026-03-03 23:59"));
    expect(renewalAttemptAt(periodEnd, 3)).toBeNull();
  });
});

describe("when the balance refills", () => {
  const expiresAt = moscow("2026-03-02 23:59");
  const renewing = { isTrial: false, expiresAt, status: "active", paymentMethodId: "pm-1" };
  const month = { billingPeriod: "month" } as const;

  it("a monthly plan: at its next period inside the paid time", () => {
    const reset = addDays(expiresAt, -10);
    expect(refillDate({ ...renewing, paymentMethodId: null }, month, reset)).toEqual(reset);
  });

  it("at the period's end only when the plan renews by its saved method", () => {
    expect(refillDate(renewing, month, expiresAt)).toEqual(expiresAt);
    expect(refillDate({ ...renewing, status: "canceled" }, month, expiresAt)).toBeNull();
    expect(refillDate({ ...renewing, paymentMethodId: null }, month, expiresAt)).toBeNull();
  });

  it("never for a one-time plan or a trial", () => {
    const reset = addDays(expiresAt, -10);
    expect(refillDate(renewing, { billingPeriod: "once" }, reset)).toBeNull();
    expect(refillDate({ ...renewing, isTrial: true }, month, reset)).toBeNull();
  });
});
