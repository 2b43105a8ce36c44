import { PAGE_PATHS } from "@mandala/contract/pages";
import { describe, expect, it } from "vitest";
import { routes } from "./routes.tsx";

describe("the route table", () => {
  it("has a page at every address the server serves, and no other (besides the not-found page)", () => {
    const paths = (routes[0]?.children ?? []).map((route) => route.path).filter((path) => path !== "*");
    expect([...paths].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
