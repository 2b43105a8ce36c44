/** Set up before every server and web test file (vitest.config.ts, apps/web/vite.config.ts). */
import { afterEach, beforeEach, expect, vi } from "vitest";

/** A test that logs an unexpected console.error fails. */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, "unexpected console.error").toEqual([]);
});
