import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, expect, vi } from "vitest";
import i18n, { NAMESPACES } from "../i18n/index.ts";

// Components read their namespaces synchronously in tests: load them all up front.
await i18n.loadNamespaces([...NAMESPACES]);
await i18n.loadLanguages(["ru", "en"]);

/** A test that logs an unexpected console.error fails. */
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
  expect(errors, "unexpected console.error").toEqual([]);
});
