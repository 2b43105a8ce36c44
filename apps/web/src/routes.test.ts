import { describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "./route-table.ts";
import { routes } from "./routes.tsx";

describe("the router's routes", () => {
  const children = routes[0]?.children ?? [];

  it("are the route table's, in its order, each guarded as its access says", () => {
    expect(children.map((route) => route.path)).toEqual(ROUTE_TABLE.map((route) => route.path));
    for (const [index, { handle }] of ROUTE_TABLE.entries()) {
      expect(children[index]?.handle).toEqual(handle);
      expect(children[index]?.loader === undefined, handle.title).toBe(handle.access === "all");
    }
  });

  it("load each route's page: the component its module exports", async () => {
    for (const [index, { page }] of ROUTE_TABLE.entries()) {
      const lazy = children[index]?.lazy;
      if (typeof lazy !== "function") throw new Error(`${page.module}: the route loads no page`);
      const { Component } = await lazy();
      expect(Component, page.module).toBeTypeOf("function");
      expect((Component as () => unknown).name, page.module).toBe(page.component);
    }
  });
});
