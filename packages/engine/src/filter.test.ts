import { describe, expect, it } from "vitest";
import { DEFAULT_FILTER, filterHas, formatFilter, parseFilter } from "./filter.ts";

describe("parseFilter", () => {
  it("reads * and comma lists with spaces", () => {
    expect(parseFilter("*")).toBe("*");
    expect(parseFilter(" * ")).toBe("*");
    expect(parseFilter("1,2, 5")).toEqual([1, 2, 5]);
  });

  it("reads ranges, sorts and removes repeats", () => {
    expect(parseFilter("7, 3-5, 4")).toEqual([3, 4, 5, 7]);
  });

  it("returns null for malformed text", () => {
    for (const bad of ["", "1,,x", "1,", "a", "0", "5-3", "100", "1.5", "-2", "*,1"]) {
      expect(parseFilter(bad), bad).toBeNull();
    }
  });

  it("round-trips through formatFilter", () => {
    expect(parseFilter(formatFilter(DEFAULT_FILTER))).toEqual(DEFAULT_FILTER);
  });

  it("tests membership", () => {
    expect(filterHas("*", 13)).toBe(true);
    expect(filterHas([1, 2], 3)).toBe(false);
  });
});
