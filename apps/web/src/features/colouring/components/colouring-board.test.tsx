import { computeMandala, DEMO_DEFAULTS } from "@mandala/engine";
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { templateOf } from "../template.ts";
import { ColouringBoard } from "./colouring-board.tsx";

const template = templateOf(computeMandala({ ...DEMO_DEFAULTS }));

function board(fills: Uint8Array, shown = template) {
  return (
    <ColouringBoard
      template={shown}
      fills={fills}
      onCell={() => undefined}
      label="board"
      describeCell={() => ""}
    />
  );
}

describe("the colouring board", () => {
  it("comes from the server bare: its cells are drawn by the app", () => {
    const markup = renderToString(board(new Uint8Array(template.cells.length)));
    expect(markup).toContain('data-testid="colouring-board"');
    expect(markup).not.toContain("data-cell");
  });

  it("draws every cell and its number, the coloured ones in their colour", () => {
    const fills = new Uint8Array(template.cells.length);
    fills[3] = 2;
    render(board(fills));
    const stack = screen.getByTestId("colouring-board");
    const paths = stack.querySelectorAll<SVGPathElement>("path[data-cell]");
    expect(paths).toHaveLength(template.cells.length);
    expect(stack.querySelectorAll("text")).toHaveLength(template.cells.length);
    expect(paths[3]?.style.fill).toBe(template.colors[1]);
    expect(paths[4]?.style.fill).toBe("");
  });

  it("clears a coloured cell when another mandala takes the board", () => {
    const fills = new Uint8Array(template.cells.length);
    fills[3] = 2;
    const { rerender } = render(board(fills));
    const other = templateOf(computeMandala({ ...DEMO_DEFAULTS, palette: 12 }));
    rerender(board(new Uint8Array(other.cells.length), other));
    const paths = screen.getByTestId("colouring-board").querySelectorAll<SVGPathElement>("path[data-cell]");
    expect(paths[3]?.style.fill).toBe("");
  });
});
