import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PAGE_PATHS } from "@mandala/contract/pages";
import { describe, expect, it } from "vitest";
import { routePages } from "./route-pages.ts";

const src = path.join(import.meta.dirname, "../src");

describe("the route table's pages, read from its source", () => {
  const pages = routePages(readFileSync(path.join(src, "routes.tsx"), "utf8"));

  it("finds every route of the app, each with a page module that exists and texts that exist", () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...PAGE_PATHS, "*"].sort());
    for (const page of pages) {
      expect(existsSync(path.join(src, page.module)), page.module).toBe(true);
      for (const ns of page.namespaces)
        expect(existsSync(path.join(src, "i18n/ru", `${ns}.json`)), ns).toBe(true);
    }
  });

  it("reads a route's page, its namespaces, its title, and a page declared once for several routes", () => {
    // Each form the table uses: a page declared once as a constant, namespaces on one line and on several.
    expect(pages).toEqual(
      expect.arrayContaining([
        { path: "/oferta", module: "features/content/legal-page.tsx", namespaces: [], title: "oferta" },
        {
          path: "/print",
          module: "features/print/print-page.tsx",
          namespaces: ["print", "builder"],
          title: "print",
        },
        {
          path: "/mandalas",
          module: "features/my-mandalas/my-mandalas-page.tsx",
          namespaces: ["mandalas", "builder"],
          title: "mandalas",
        },
      ]),
    );
    expect(() => routePages(`route("/x", missing, main("all", "x")),`)).toThrow(/missing/);
  });
});
