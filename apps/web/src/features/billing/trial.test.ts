import { describe, expect, it } from "vitest";
import { currentPlanId, showTrialButton } from "./trial.ts";

describe("showTrialButton", () => {
  it("shows only with no active subscription and a status other than trial", () => {
    expect(showTrialButton({ isActive: false, status: "none" })).toBe(true);
    expect(showTrialButton({ isActive: false, status: "expired" })).toBe(true);
    expect(showTrialButton({ isActive: false, status: "canceled" })).toBe(true);
    expect(showTrialButton({ isActive: false, status: "pending" })).toBe(true);
    expect(showTrialButton({ isActive: false, status: "trial" })).toBe(false);
    expect(showTrialButton({ isActive: true, status: "trial" })).toBe(false);
    expect(showTrialButton({ isActive: true, status: "active" })).toBe(false);
  });
});

describe("currentPlanId", () => {
  it("is the plan of an active subscription or trial only", () => {
    expect(currentPlanId({ isActive: true, status: "active", planId: 2 })).toBe(2);
    expect(currentPlanId({ isActive: true, status: "trial", planId: 2 })).toBe(2);
    expect(currentPlanId({ isActive: false, status: "expired", planId: 2 })).toBeNull();
  });
});
