import { describe, expect, it } from "vitest";
import { backoffDelay, isRetryable, isSessionEnd } from "./backoff.ts";
import { ApiError, SessionExpiredError } from "./client.ts";

describe("trying again by itself", () => {
  it("waits twice as long after each failure, from a second up to a minute", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(backoffDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it("tries again after no answer, a server failure, a timeout or too many requests", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new ApiError(500, "boom"))).toBe(true);
    expect(isRetryable(new ApiError(503, "busy"))).toBe(true);
    expect(isRetryable(new ApiError(408, "timeout"))).toBe(true);
    expect(isRetryable(new ApiError(429, "slow down"))).toBe(true);
  });

  it("never asks again what the server has refused, nor after the session has ended", () => {
    for (const status of [400, 401, 403, 404, 409, 413, 422]) {
      expect(isRetryable(new ApiError(status, "no")), String(status)).toBe(false);
    }
    expect(isRetryable(new SessionExpiredError())).toBe(false);
  });

  it("tells a session that has ended from other failures", () => {
    expect(isSessionEnd(new SessionExpiredError())).toBe(true);
    expect(isSessionEnd(new ApiError(401, "sign in"))).toBe(true);
    expect(isSessionEnd(new ApiError(403, "not yours"))).toBe(false);
    expect(isSessionEnd(new TypeError("Failed to fetch"))).toBe(false);
  });
});
