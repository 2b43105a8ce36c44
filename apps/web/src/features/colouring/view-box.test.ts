import { describe, expect, it } from "vitest";
import { FINGER_PX, fullView, PHONE_BOARD_PX, startView } from "./view-box.ts";

describe("the view a board starts at", () => {
  // Cells of 10 template units on a template of 1,000: 3.8 px each on a 380 px phone board.
  const sides = [8, 10, 10, 12, 40];

  it("zooms a phone's board about the centre until its median cell is finger-sized", () => {
    const view = startView(sides, 1000, 380);
    expect((10 * 380) / view.side).toBeCloseTo(FINGER_PX, 5);
    expect(view.x + view.side / 2).toBeCloseTo(500, 5);
    expect(view.y + view.side / 2).toBeCloseTo(500, 5);
  });

  it("shows the whole template on a larger screen or when the cells are large enough", () => {
    expect(startView(sides, 1000, PHONE_BOARD_PX)).toEqual(fullView(1000));
    expect(startView([100, 120], 1000, 380)).toEqual(fullView(1000));
  });
});
