import { buildScene, computeMandala, digitsPrintLayout, sceneToSvg } from "@mandala/engine";
import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { printMandalaParams, printUrl } from "../../api/print-params.ts";
import { fakeFetch, renderAt, urlsOf } from "../../test/fixtures.tsx";
import { DIGITS_AREA } from "./digits-sheets.tsx";
import { PrintPage } from "./print-page.tsx";

const base = {
  phrase: "Я счастлива",
  shape: "stern",
  shapeId: 5,
  patternLength: 4,
  palette: 9,
  firstMethod: "82",
  additionalMethod: "3",
  sectorLength: null,
  colorized: true,
  digits: true,
  dots: true,
  numbers: [5, 2],
  pattern: "1,2",
  mandalaId: null,
};

/** The digits template's sheets, by the engine's rule shared with the PDF export. */
const digits = digitsPrintLayout(
  computeMandala(printMandalaParams(base)),
  printMandalaParams(base),
  DIGITS_AREA,
  1,
);
const digitsSheets = digits.columns * digits.rows;

afterEach(() => {
  vi.useRealTimers();
});

async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

describe("the print page", () => {
  it("draws each page (previews without a saved drawing), opens the dialog after 3 s and prints 0.4 s after it closes", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const print = vi.fn();
    Object.defineProperty(window, "print", { value: print, configurable: true, writable: true });
    const spy = fakeFetch((url) =>
      url.pathname === "/draw/api/v1/premium/shape/stern"
        ? { body: { pic: "QUJD", pattern: [1], remaining_drawings: 3, mandala_id: null } }
        : undefined,
    );
    renderAt(<PrintPage />, printUrl(base));
    await flush();
    const pages = screen.getAllByTestId("print-page");
    // The digits template spreads over the sheets its 5 mm cells need, each showing its window of it.
    expect(digitsSheets).toBeGreaterThan(1);
    expect(digits.minCellMm).toBeGreaterThanOrEqual(5);
    const sheets = Array.from({ length: digitsSheets }, (_, i) => `digits${i + 1}`);
    expect(pages.map((page) => page.dataset.page)).toEqual(["colorized", ...sheets, "dots", "n2", "n5"]);
    const windows = screen.getAllByTestId("digits-picture");
    expect(windows.map((w) => Number(w.getAttribute("width")))).toEqual(
      Array(digitsSheets).fill(digits.side),
    );
    expect(new Set(windows.map((w) => `${w.getAttribute("x")},${w.getAttribute("y")}`)).size).toBe(
      digitsSheets,
    );
    expect(pages[1]?.getAttribute("aria-label")).toBe(
      `Цифры — лист 1 из ${digitsSheets}: разрежьте по пунктиру и склейте`,
    );
    const draws = urlsOf(spy, "/draw/api/v1/premium/shape/stern");
    expect(draws.map((u) => u.searchParams.get("watermarked"))).toEqual(Array(5).fill("true"));
    expect(draws.map((u) => u.searchParams.get("filter"))).toEqual([null, null, "1,2", "2", "5"]);
    // The digits page is drawn here; the server is only asked whether it may be (its smallest picture).
    expect(draws.map((u) => u.searchParams.get("size"))).toEqual(["1600", "200", "1600", "1600", "1600"]);
    expect(
      within(pages[0] as HTMLElement)
        .getByRole("img")
        .getAttribute("src"),
    ).toBe("data:image/jpeg;base64,QUJD");

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const dialog = screen.getByRole("dialog", { name: "Всё готово к печати" });
    act(() => within(dialog).getByRole("button", { name: "Печатать" }).click());
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(350);
    });
    expect(print).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("draws a saved drawing's pages here from the saved mandala, spending no download", async () => {
    const saved = {
      id: 9,
      phrase: base.phrase,
      shape: base.shape,
      first_method: base.firstMethod,
      additional_method: base.additionalMethod,
      pattern_length: base.patternLength,
      sector_length: null,
      palette: base.palette,
    };
    const spy = fakeFetch((url) => (url.pathname === "/api/mandalas/9" ? { body: saved } : undefined));
    renderAt(<PrintPage />, printUrl({ ...base, numbers: [], mandalaId: 9 }));
    await screen.findByText(`Готово ${2 + digitsSheets} страниц.`);
    const pages = screen.getAllByTestId("print-page");
    const [colorized, dots] = [pages[0], pages.at(-1)];
    const svgOf = (page: Element | undefined) =>
      decodeURIComponent(
        within(page as HTMLElement)
          .getByRole("img")
          .getAttribute("src")
          ?.replace("data:image/svg+xml;charset=utf-8,", "") ?? "",
      );
    expect(svgOf(colorized)).toMatch(/^<svg[^>]* width="1600"/);
    // The dots page shows the pattern's numbers only (1 and 2), each written in its dot, as the server draws it.
    const dotsPage = buildScene(computeMandala(printMandalaParams(base)), {
      view: "dots",
      filter: [1, 2],
      numberedDots: true,
      size: 1600,
      watermark: null,
    });
    expect(svgOf(dots)).toBe(sceneToSvg(dotsPage));
    expect(urlsOf(spy).map((u) => u.pathname)).toEqual(["/api/mandalas/9"]);
  });

  it("says which pages failed and why, offers plans and a retry, and never opens the print dialog", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const print = vi.fn();
    Object.defineProperty(window, "print", { value: print, configurable: true, writable: true });
    let refuse = true;
    fakeFetch((url) => {
      if (url.pathname !== "/draw/api/v1/premium/shape/stern") return undefined;
      if (refuse && url.searchParams.get("view") !== "colorized") {
        return { status: 403, body: { error: "Конструктор доступен с действующим тарифом", code: "x" } };
      }
      return { body: { pic: "QUJD", pattern: [1], remaining_drawings: 3, mandala_id: null } };
    });
    renderAt(<PrintPage />, printUrl(base));
    await flush();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Не удалось нарисовать 4 из 5 страниц");
    expect(alert.textContent).toContain("Конструктор доступен с действующим тарифом");
    expect(within(alert).getByRole("link", { name: "Тарифы" }).getAttribute("href")).toMatch(
      /^\/payment\?redirect=%2Fprint%3F/,
    );
    expect(screen.getByRole("status").textContent).toBe("Не все страницы нарисованы: 4 из 5.");
    expect((screen.getByRole("button", { name: "Печать" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(print).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(4);

    refuse = false;
    act(() => within(alert).getByRole("button", { name: "Повторить" }).click());
    await flush();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe(`Готово ${4 + digitsSheets} страниц.`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole("dialog", { name: "Всё готово к печати" })).toBeTruthy();
  });

  it("says so when no page was chosen", () => {
    renderAt(<PrintPage />, "/print?payload=abc");
    expect(screen.getByText(/Не выбрано ни одной страницы/)).toBeTruthy();
  });
});
