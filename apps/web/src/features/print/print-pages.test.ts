import { describe, expect, it } from "vitest";
import { PRINT_PARAMS as params } from "../../test/fixtures.tsx";
import { printPages } from "./print-pages.ts";

describe("the print page's sheets", () => {
  it("orders the pages colorized, digits, dots, then each number ascending", () => {
    const pages = printPages({ ...params, digits: true, numbers: [2, 7] });
    expect(pages.map((p) => p.key)).toEqual(["colorized", "digits", "dots", "n2", "n7"]);
    expect(pages[2]?.filter).toBe("1,2,3");
    expect(pages[4]?.filter).toBe("7");
  });
});
