import { describe, expect, it } from "vitest";
import { isCurrent, NAV_ITEMS } from "./nav-items.tsx";

const current = (pathname: string, hash = "") =>
  NAV_ITEMS.filter((item) => isCurrent(item, pathname, hash)).map((item) => item.to);

describe("isCurrent", () => {
  it("marks exactly one link on the home page and at its plans section", () => {
    expect(current("/")).toEqual(["/"]);
    expect(current("/", "#plans")).toEqual(["/#plans"]);
    expect(current("/", "#sets")).toEqual([]);
  });

  it("marks a section and its sub-pages", () => {
    expect(current("/nabory/garmoniya-v-pare")).toEqual(["/nabory"]);
    expect(current("/democalc")).toEqual(["/democalc"]);
    expect(current("/blogger")).toEqual([]);
  });
});
