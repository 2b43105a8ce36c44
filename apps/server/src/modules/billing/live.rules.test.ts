import { describe, expect, it } from "vitest";
import { isLive, statusAt } from "../plans/index.ts";

const now = new Date("2026-11-23T12:00:00Z");
const later = new Date("2026-11-24T12:00:00Z");
const earlier = new Date("2026-11-22T12:00:00Z");

describe("when a subscription is live", () => {
  it("is a trial, active or canceled (renewal off) subscription whose end is ahead", () => {
    expect(isLive({ status: "trial", expiresAt: later }, now)).toBe(true);
    expect(isLive({ status: "active", expiresAt: later }, now)).toBe(true);
    expect(isLive({ status: "active", expiresAt: now }, now)).toBe(false);
    expect(isLive({ status: "canceled", expiresAt: later }, now)).toBe(true);
    expect(isLive({ status: "canceled", expiresAt: earlier }, now)).toBe(false);
    expect(isLive({ status: "expired", expiresAt: later }, now)).toBe(false);
  });

  it("reads expired once a live status's end has passed, else its own status", () => {
    expect(statusAt({ status: "active", expiresAt: earlier }, now)).toBe("expired");
    expect(statusAt({ status: "trial", expiresAt: later }, now)).toBe("trial");
    expect(statusAt({ status: "canceled", expiresAt: earlier }, now)).toBe("expired");
    expect(statusAt({ status: "canceled", expiresAt: later }, now)).toBe("canceled");
    expect(statusAt({ status: "expired", expiresAt: later }, now)).toBe("expired");
  });
});
