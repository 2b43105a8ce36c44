import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { PAGE_PATHS } from "@mandala/contract/pages";
import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "./route-table.ts";

const src = import.meta.dirname;

describe("the route table", () => {
  it("has a route at every address the server serves, each once, and the not-found page", () => {
    expect(ROUTE_TABLE.map((route) => route.path).sort()).toEqual([...PAGE_PATHS, "*"].sort());
  });

  it("names every page module of the features, and no other module, with texts that exist", () => {
    const pageModules = readdirSync(path.join(src, "features"), { recursive: true, encoding: "utf8" })
      .filter((file) => /^[\w-]+[\\/][\w-]+-page\.tsx$/.test(file))
      .map((file) => `features/${file.replaceAll("\\", "/")}`);
    const named = new Set(ROUTE_TABLE.map((route) => route.page.module));
    expect([...named].sort()).toEqual(pageModules.sort());
    for (const { page } of ROUTE_TABLE)
      for (const ns of page.namespaces)
        expect(existsSync(path.join(src, "i18n/ru", `${ns}.json`)), `${page.module}: ${ns}`).toBe(true);
  });
});
