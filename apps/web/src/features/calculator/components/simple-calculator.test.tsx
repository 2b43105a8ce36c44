import { mainMatrix, PALETTES } from "@mandala/engine";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, renderAt, urlsOf } from "../../../test/fixtures.tsx";
import * as csv from "./csv.ts";
import { SimpleCalculator } from "./simple-calculator.tsx";

const PHRASE = "Я счастлива";
const CHARS = ["Я", "С", "Ч", "А", "С", "Т", "Л", "И", "В", "А"];

function fakeDemoCalc() {
  return fakeFetch((url) =>
    url.pathname === "/draw/api/v1/free/democalc/"
      ? {
          body: {
            chars: CHARS,
            main_matrix: {
              "9": mainMatrix(PHRASE, 9),
              "12": mainMatrix(PHRASE, 12),
              "13": mainMatrix(PHRASE, 13),
            },
          },
        }
      : undefined,
  );
}

function tableRows(): string[][] {
  return within(screen.getByRole("table"))
    .getAllByRole("row")
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent ?? ""),
    );
}

describe("SimpleCalculator", () => {
  it("starts on palette 12 and keeps Compute disabled, with a hint, until the intention has 5 characters", async () => {
    fakeDemoCalc();
    renderAt(<SimpleCalculator />);
    expect((screen.getByLabelText("Палитра") as HTMLSelectElement).value).toBe("12");
    const compute = screen.getByRole("button", { name: "Рассчитать" });
    expect(compute).toHaveProperty("disabled", true);
    await userEvent.type(screen.getByLabelText("Намерение"), "Я сч");
    expect(compute).toHaveProperty("disabled", true);
    expect(screen.getByText("Введите не меньше 5 символов, чтобы рассчитать матрицу.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Намерение"), "ас");
    expect(compute).toHaveProperty("disabled", false);
  });

  it("disables Compute while no palette is chosen", async () => {
    fakeDemoCalc();
    renderAt(<SimpleCalculator defaultIntention={PHRASE} />);
    await userEvent.selectOptions(screen.getByLabelText("Палитра"), "");
    expect(screen.getByRole("button", { name: "Рассчитать" })).toHaveProperty("disabled", true);
  });

  it("computes and shows the chosen palette's matrix, each cell in its colour", async () => {
    const spy = fakeDemoCalc();
    renderAt(<SimpleCalculator defaultIntention={PHRASE} />);
    await userEvent.click(screen.getByRole("button", { name: "Рассчитать" }));
    await screen.findByRole("table");
    expect(urlsOf(spy)[0]?.searchParams.get("q")).toBe(PHRASE);
    expect(tableRows()[1]).toEqual(["1", "2", "9", "10", "11", "1", "5", "6", "9", "10"]);
    const cell = within(screen.getByRole("table")).getAllByRole("cell")[0] as HTMLElement;
    expect(cell.getAttribute("style")?.toLowerCase()).toContain(PALETTES[12][1]?.[5]);

    await userEvent.selectOptions(screen.getByLabelText("Палитра"), "9");
    expect(tableRows()[1]).toEqual(["1", "2", "9", "1", "2", "4", "8", "9", "3", "4"]);
  });

  it("exports the CSV: characters first, then the table's rows", async () => {
    fakeDemoCalc();
    const download = vi.spyOn(csv, "downloadCsv").mockImplementation(() => {});
    renderAt(<SimpleCalculator defaultIntention={PHRASE} />);
    await userEvent.click(screen.getByRole("button", { name: "Рассчитать" }));
    await userEvent.click(await screen.findByRole("button", { name: "Скачать CSV" }));
    const text = download.mock.calls[0]?.[0] ?? "";
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(CHARS.join(","));
    expect(lines.slice(1)).toEqual(tableRows().map((row) => row.join(",")));
  });

  it("goes back to not calculated when the intention is edited", async () => {
    fakeDemoCalc();
    renderAt(<SimpleCalculator defaultIntention={PHRASE} />);
    await userEvent.click(screen.getByRole("button", { name: "Рассчитать" }));
    await screen.findByRole("table");
    await userEvent.type(screen.getByLabelText("Намерение"), "!");
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Скачать CSV" })).toBeNull();
    expect(screen.getByText(/нажмите «Рассчитать»/)).toBeTruthy();
  });

  it("says so when the intention has no letters or digits", async () => {
    fakeFetch(() => ({ body: { chars: [], main_matrix: { "9": [], "12": [], "13": [] } } }));
    renderAt(<SimpleCalculator defaultIntention="!!! ???" />);
    await userEvent.click(screen.getByRole("button", { name: "Рассчитать" }));
    expect(await screen.findByText(/нет ни одной буквы или цифры/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: "Скачать CSV" })).toBeNull();
  });

  it("shows the server's message in an alert, with a retry", async () => {
    let fail = true;
    fakeFetch(() =>
      fail
        ? { status: 400, body: { error: "в намерении нет ни одной буквы или цифры" } }
        : { body: { chars: CHARS, main_matrix: { "12": mainMatrix(PHRASE, 12) } } },
    );
    renderAt(<SimpleCalculator defaultIntention={PHRASE} />);
    await userEvent.click(screen.getByRole("button", { name: "Рассчитать" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("в намерении нет ни одной буквы или цифры");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Повторить" }));
    await waitFor(() => expect(screen.getByRole("table")).toBeTruthy());
  });
});
