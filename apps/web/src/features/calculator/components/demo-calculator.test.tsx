import { allPatterns, PALETTES, type PaletteSize } from "@mandala/engine";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import i18n from "../../../i18n/index.ts";
import { commonDataFixture, fakeFetch, renderAt, urlsOf } from "../../../test/fixtures.tsx";
import { DemoCalcPage } from "../democalc-page.tsx";
import { patternLengthChoices } from "./demo-calculator.tsx";

const PHRASE = "Я счастлива и любима";

/** The demo's limit as the server words it: the message says when to try again. */
const LIMITED = {
  status: 429,
  body: {
    code: "draw.tooManyNew",
    error: "Слишком много новых рисунков за минуту. Попробуйте через 2 с",
    retry_after_seconds: 2,
  },
};

/**
 * The server as the demo page sees it: common data, shape data and the drawing (`drawsAllowed`: how
 * many drawings it makes before answering with the demo's limit).
 */
function fakeServer(options: { patternMaxLen?: number; drawError?: string; drawsAllowed?: number } = {}) {
  let draws = 0;
  return fakeFetch((url) => {
    if (url.pathname === "/draw/api/v1/free/commondata/") {
      return { body: commonDataFixture({ pattern_max_len: options.patternMaxLen ?? 10 }) };
    }
    if (url.pathname === "/draw/api/v1/free/shapesdata/") {
      const all_patterns = Object.fromEntries(
        ([9, 12, 13] as PaletteSize[]).map((n) => [String(n), allPatterns(PHRASE, n)]),
      );
      return {
        body: { shape: "demoshape", main_matrix: {}, all_patterns, palettes: {}, pattern_max_len: 10 },
      };
    }
    if (url.pathname === "/draw/api/v1/free/demoshape") {
      if (options.drawError) return { status: 400, body: { error: options.drawError } };
      draws += 1;
      if (options.drawsAllowed !== undefined && draws > options.drawsAllowed) return LIMITED;
      return { body: { pic: `AAA${draws}`, pattern: [8, 9, 9, 2, 5, 7, 6] } };
    }
    return undefined;
  });
}

async function renderPage(options?: Parameters<typeof fakeServer>[0]) {
  const spy = fakeServer(options);
  renderAt(<DemoCalcPage />);
  await screen.findByRole("button", { name: "Нарисовать" });
  return spy;
}

const drawCalls = (spy: ReturnType<typeof fakeServer>) =>
  urlsOf(spy).filter((url) => url.pathname === "/draw/api/v1/free/demoshape");

function legendColors(): string[][] {
  return screen.getAllByTestId("legend-row").map((row) =>
    within(row)
      .getAllByRole("listitem")
      .map((item) => item.dataset.color ?? ""),
  );
}

describe("patternLengthChoices", () => {
  it("offers 1..N with N the smallest of phrase length, pattern_max_len and valid characters, at most 11", () => {
    expect(patternLengthChoices(PHRASE, 10)).toHaveLength(10);
    expect(patternLengthChoices(PHRASE, 30)).toHaveLength(11);
    expect(patternLengthChoices("Я сч!", 10)).toEqual([1, 2, 3]);
  });
});

describe("the demo calculator page", () => {
  it("shows the fixed demo values disabled and pattern length 1..pattern_max_len, 7 chosen", async () => {
    await renderPage({ patternMaxLen: 8 });
    expect(screen.getByLabelText("Намерение")).toHaveProperty("disabled", true);
    expect((screen.getByLabelText("Намерение") as HTMLInputElement).value).toBe(PHRASE);
    expect(screen.getByLabelText("Фигура")).toHaveProperty("disabled", true);
    const lengths = screen.getByRole("group", { name: "Длина узора" });
    const radios = within(lengths).getAllByRole("radio");
    expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
    ]);
    expect(within(lengths).getByRole("radio", { name: "7" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "9 цветов" })).toHaveProperty("checked", true);
  });

  it("lays the legend out as ids 1–7 then 8..n, in the palette of the code's key", async () => {
    await renderPage();
    // The code for L = 7 and 9 colours starts with 8: the legend follows palettes[9][8].
    await waitFor(() => expect(legendColors().flat()).toEqual(PALETTES[9][8]));
    expect(legendColors().map((row) => row.length)).toEqual([7, 2]);
    await userEvent.click(screen.getByRole("radio", { name: "13 цветов" }));
    const key13 = Math.max(1, allPatterns(PHRASE, 13)[6]?.[0] ?? 1);
    expect(legendColors().flat()).toEqual(PALETTES[13][key13]);
    expect(legendColors().map((row) => row.length)).toEqual([7, 6]);
  });

  it("draws the chosen view and shows the image, the code and Print", async () => {
    const spy = await renderPage();
    expect(screen.queryByRole("button", { name: "Печать" })).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Цифры" }));
    await userEvent.click(screen.getByRole("radio", { name: "12 цветов" }));
    await userEvent.click(screen.getByRole("radio", { name: "5" }));
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    const image = await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(image.getAttribute("src")).toBe("data:image/jpeg;base64,AAA1");
    expect(screen.getByTestId("wish-code").textContent).toBe("8 9 9 2 5 7 6");
    expect(screen.getByRole("button", { name: "Печать" })).toBeTruthy();
    const query = drawCalls(spy)[0]?.searchParams;
    expect(Object.fromEntries(query ?? [])).toEqual({
      q: PHRASE,
      patternLength: "5",
      palette_id: "12",
      first_method: "6",
      additional_method: "6",
      colorize: "0",
      num_to_dot: "0",
      view: "digits",
    });
  });

  it("validates the dots pattern: «1,,x» shows an error and draws nothing; a valid one draws", async () => {
    const spy = await renderPage();
    expect(screen.queryByLabelText("Узор точек")).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Точки" }));
    const field = screen.getByLabelText("Узор точек") as HTMLInputElement;
    expect(field.value).toBe("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    await userEvent.clear(field);
    await userEvent.type(field, "1,,x");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Узор точек — это числа от 1 до 99/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    expect(drawCalls(spy)).toHaveLength(0);
    expect(document.activeElement).toBe(field);

    await userEvent.clear(field);
    await userEvent.type(field, "3, 1-2");
    expect(field.getAttribute("aria-invalid")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    await screen.findByRole("img", { name: /Мандала намерения/ });
    const query = drawCalls(spy)[0]?.searchParams;
    expect(query?.get("view")).toBe("dots");
    expect(query?.get("colorize")).toBe("0");
    expect(query?.get("filter")).toBe("1,2,3");
  });

  it("shows the server's error in an alert with a retry", async () => {
    const spy = await renderPage({
      drawError: "Не получилось нарисовать мандалу: длина узора должна быть от 1 до 10",
    });
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("длина узора должна быть от 1 до 10");
    await userEvent.click(within(alert).getByRole("button", { name: "Повторить" }));
    await waitFor(() => expect(drawCalls(spy)).toHaveLength(2));
  });

  it("keeps the last picture when the demo's limit is reached, saying when to try again", async () => {
    await renderPage({ drawsAllowed: 1 });
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    const image = await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(image.getAttribute("src")).toBe("data:image/jpeg;base64,AAA1");
    await userEvent.click(screen.getByRole("radio", { name: "12 цветов" }));
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Можно снова через 2 с");
    const kept = screen.getByRole("img", { name: /Мандала намерения/ });
    expect(kept.getAttribute("src")).toBe("data:image/jpeg;base64,AAA1");
    expect(screen.getByTestId("wish-code").textContent).toBe("8 9 9 2 5 7 6");
    expect(screen.getByRole("button", { name: "Печать" })).toBeTruthy();
  });

  it("counts the demo's limit down, and draws again only when it has passed", async () => {
    const spy = await renderPage({ drawsAllowed: 0 });
    await userEvent.click(screen.getByRole("button", { name: "Нарисовать" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Можно снова через 2 с");
    const retry = within(alert).getByRole("button", { name: "Повторить через 2 с" });
    expect(retry).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Нарисовать" })).toHaveProperty("disabled", true);
    await waitFor(() => expect(alert.textContent).toContain("Можно снова через 1 с"), { timeout: 1500 });
    const ready = await within(alert).findByRole("button", { name: "Повторить" }, { timeout: 2500 });
    expect(alert.textContent).toContain("Можно рисовать снова.");
    expect(ready).toHaveProperty("disabled", false);
    expect(drawCalls(spy)).toHaveLength(1);
    await userEvent.click(ready);
    await waitFor(() => expect(drawCalls(spy)).toHaveLength(2));
  });

  it("shows and draws the demo's English phrase on an English page", async () => {
    await i18n.changeLanguage("en");
    try {
      const spy = fakeServer();
      renderAt(<DemoCalcPage />);
      await userEvent.click(await screen.findByRole("button", { name: "Draw" }));
      expect((screen.getByLabelText("Intention") as HTMLInputElement).value).toBe("I am happy and loved");
      await waitFor(() => expect(drawCalls(spy)[0]?.searchParams.get("q")).toBe("I am happy and loved"));
    } finally {
      await i18n.changeLanguage("ru");
    }
  });

  it("invites the visitor to register", async () => {
    await renderPage();
    expect(screen.getByRole("link", { name: "Зарегистрироваться" }).getAttribute("href")).toBe("/register");
  });
});
