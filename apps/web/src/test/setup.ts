import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearSession } from "../api/session.ts";
import i18n, { NAMESPACES } from "../i18n/index.ts";

// Components read their namespaces synchronously in tests: load them all up front.
await i18n.loadNamespaces([...NAMESPACES]);
await i18n.loadLanguages(["ru", "en"]);

// After each test, before the shared console.error check (../../../vitest.setup.ts).
afterEach(() => {
  cleanup();
  // The access token in memory too.
  clearSession();
  localStorage.clear();
});
