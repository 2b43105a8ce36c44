import { computeMandala, encodeFills } from "@mandala/engine";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { savedParams } from "../../api/mandalas.ts";
import { fakeFetch, renderRoute, savedMandala } from "../../test/fixtures.tsx";
import { ColouringPage } from "./colouring-page.tsx";

const mandala = savedMandala({
  shape: "demoshape",
  first_method: "6",
  additional_method: "6",
  sector_length: null,
});
const values = computeMandala(savedParams(mandala)).cells.map((cell) => cell.value);

function tap(cell: number) {
  const board = screen.getByTestId("colouring-board");
  const path = board.querySelector(`path[data-cell="${cell}"]`) as Element;
  fireEvent.pointerDown(path, { pointerId: 1, clientX: 5, clientY: 5 });
  fireEvent.pointerUp(board, { pointerId: 1, clientX: 5, clientY: 5 });
}

describe("the colouring page", () => {
  it("continues the saved colouring, colours a tap by number, refuses another number and saves", async () => {
    const saved = encodeFills(values.map((value, i) => (i === 0 ? value : 0)));
    const puts: string[] = [];
    fakeFetch((url, init) => {
      if (url.pathname === "/api/mandalas/7") return { body: mandala };
      if (url.pathname !== "/api/mandalas/7/colouring") return undefined;
      if (init?.method === "PUT") {
        const { fills } = JSON.parse(String(init.body)) as { fills: string };
        puts.push(fills);
        return { body: { fills, coloured: 2, total: values.length, updated_at: "2025-03-02T10:00:00.000Z" } };
      }
      return {
        body: { fills: saved, coloured: 1, total: values.length, updated_at: "2025-03-02T10:00:00.000Z" },
      };
    });
    renderRoute(<ColouringPage />, "/mandalas/7/colour", "/mandalas/:id/colour");
    const progress = await screen.findByTestId("colouring-progress");
    expect(progress.textContent).toBe(`Закрашено 1 из ${values.length}`);

    // By number, the palette offers the numbers some cell carries (not 1, 4, 6, 9 or 11 of 12 here);
    // free colouring offers every colour.
    const offered = () =>
      [...document.querySelectorAll("button[data-number]")].map((b) => Number(b.getAttribute("data-number")));
    expect(offered()).toEqual([...new Set(values)].sort((a, b) => a - b));
    expect(offered()).not.toContain(1);
    fireEvent.click(screen.getByRole("button", { name: "Свободно" }));
    expect(offered()).toHaveLength(12);
    fireEvent.click(screen.getByRole("button", { name: "По номерам" }));

    const number = values[1] as number;
    fireEvent.click(document.querySelector(`button[data-number="${number}"]`) as Element);
    const other = values.findIndex((value) => value !== number);
    tap(other);
    expect(screen.getByText(new RegExp(`Эта ячейка — число ${values[other]}`))).toBeTruthy();
    // …where the finger is: the refused cell flashes until its animation ends.
    const refused = document.querySelector(`path[data-cell="${other}"]`) as Element;
    expect(refused.getAttribute("class")).toMatch(/refused/);
    fireEvent.animationEnd(refused);
    expect(refused.getAttribute("class") ?? "").not.toMatch(/refused/);
    tap(1);
    expect(progress.textContent).toBe(`Закрашено 2 из ${values.length}`);
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 3000 });
    expect(puts[0]?.slice(0, 2)).toBe(`${values[0]}${number}`);
    await waitFor(() => expect(screen.getByTestId("save-status").getAttribute("data-status")).toBe("saved"));

    fireEvent.click(screen.getByRole("button", { name: "Отменить" }));
    expect(progress.textContent).toBe(`Закрашено 1 из ${values.length}`);
  });

  it("says when the mandala cannot be opened", async () => {
    fakeFetch(() => ({ status: 404, body: { error: "Мандала не найдена" } }));
    renderRoute(<ColouringPage />, "/mandalas/7/colour", "/mandalas/:id/colour");
    expect(await screen.findByText("Мандала не найдена")).toBeTruthy();
  });
});
