import { ZPremiumDrawReply } from "@mandala/contract";
import { describe, expect, it } from "vitest";
import { premiumDrawingJson } from "./drawing-json.ts";

describe("a drawing's reply as JSON text", () => {
  const reply = Object.freeze({ pic: "/9j/4AAQ".repeat(1000), pattern: [1, 9, 5, 3] });

  it("is the reply's JSON with the premium fields added, as the route's schema reads it", () => {
    for (const fields of [
      { remaining_drawings: 7, mandala_id: 42 },
      { remaining_drawings: 0, mandala_id: null },
    ]) {
      const parsed = JSON.parse(premiumDrawingJson(reply, fields));
      expect(parsed).toEqual({ ...reply, ...fields });
      expect(ZPremiumDrawReply.parse(parsed)).toEqual(parsed);
    }
  });

  it("adds only the two fields, whatever else the object passed holds", () => {
    const fields = { remaining_drawings: 1, mandala_id: 2, user: "vera" } as never;
    expect(Object.keys(JSON.parse(premiumDrawingJson(reply, fields)))).toEqual([
      "pic",
      "pattern",
      "remaining_drawings",
      "mandala_id",
    ]);
  });
});
