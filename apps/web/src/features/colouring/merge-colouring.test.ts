import { describe, expect, it } from "vitest";
import { hasUnsent, mergeColouring, rebased, withPaints } from "./merge-colouring.ts";

const fills = (...cells: number[]) => Uint8Array.from(cells);

describe("the merge of two devices' colourings", () => {
  it("stamps the cells a tap changed, and only those", () => {
    expect(withPaints({ 0: 5 }, fills(1, 0, 0), fills(1, 2, 0), 9)).toEqual({ 0: 5, 1: 9 });
    // Erasing is painting too.
    expect(withPaints({}, fills(1, 2), fills(0, 2), 3)).toEqual({ 0: 3 });
  });

  it("keeps the cells painted on one side only, from either side", () => {
    const local = { base: fills(0, 0, 0, 0), fills: fills(3, 0, 0, 0), painted: { 0: 100 } };
    expect(mergeColouring(local, { fills: fills(0, 0, 4, 0), savedAt: 500 })).toEqual(fills(3, 0, 4, 0));
  });

  it("gives a cell painted on both sides the later paint", () => {
    const local = { base: fills(0, 0), fills: fills(3, 3), painted: { 0: 100, 1: 900 } };
    expect(mergeColouring(local, { fills: fills(4, 4), savedAt: 500 })).toEqual(fills(4, 3));
  });

  it("keeps an erasure made here over an older paint there, and the other device's erasure of a cell not painted here", () => {
    const local = { base: fills(2, 2), fills: fills(0, 2), painted: { 0: 900 } };
    expect(mergeColouring(local, { fills: fills(5, 0), savedAt: 500 })).toEqual(fills(0, 0));
  });

  it("takes this device's paint whole when the server has no colouring", () => {
    const local = { base: null, fills: fills(1, 2), painted: { 0: 1, 1: 1 } };
    expect(mergeColouring(local, { fills: null, savedAt: null })).toEqual(fills(1, 2));
  });

  it("after hearing the server, keeps to send only the cells where the merge differs from it", () => {
    const local = { base: fills(0, 0, 0), fills: fills(3, 3, 1), painted: { 0: 100, 1: 900, 2: 900 } };
    const next = rebased(local, { fills: fills(4, 0, 1), savedAt: 500 });
    expect(next).toEqual({ base: fills(4, 0, 1), fills: fills(4, 3, 1), painted: { 1: 900 } });
    expect(hasUnsent(next)).toBe(true);
    expect(hasUnsent(rebased(next, { fills: fills(4, 3, 1), savedAt: 1000 }))).toBe(false);
  });
});
