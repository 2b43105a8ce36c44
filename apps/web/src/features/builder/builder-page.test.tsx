import type { TSavedMandala } from "@mandala/contract";
import { parsePhrase, wishCode } from "@mandala/engine";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import {
  type FakeAnswer,
  fakeFetch,
  premiumCommonData,
  profileFixture,
  renderAt,
  savedMandala,
  shapesData,
  signInAs,
  urlsOf,
} from "../../test/fixtures.tsx";
import { BuilderPage } from "./builder-page.tsx";

const PHRASE = "Я счастлива и любима";

interface ServerOptions {
  remaining?: number;
  allowed?: number;
  drawError?: FakeAnswer;
  /** Real drawings without again=1 are refused as a duplicate of saved drawing 7. */
  duplicate?: boolean;
  /** Answers a failure instead, while it returns true. */
  shapesFail?: () => boolean;
  savedFail?: () => boolean;
  pictureFail?: boolean;
  /** The view saved drawing 7 was drawn in. */
  savedView?: TSavedMandala["view"];
}

const DOWN: FakeAnswer = { status: 503, body: { error: "Сервер перегружен" } };

/** The premium API as the builder sees it; real drawings spend from `remaining`. */
function fakeServer(options: ServerOptions = {}) {
  let remaining = options.remaining ?? 10;
  const allowed = options.allowed ?? 10;
  return fakeFetch((url) => {
    if (url.pathname === "/draw/api/v1/premium/commondata/") {
      return { body: premiumCommonData({ remaining_drawings: remaining }) };
    }
    if (url.pathname === "/api/auth/userinfo/")
      return {
        body: profileFixture({
          mandala_drawings: {
            allowed,
            used: allowed - remaining,
            remaining,
            reset_date: "2099-01-01T00:00:00.000Z",
          },
        }),
      };
    if (url.pathname === "/draw/api/v1/premium/shapesdata/") {
      if (options.shapesFail?.()) return DOWN;
      return { body: shapesData(url.searchParams.get("shape") ?? "", url.searchParams.get("q") ?? "") };
    }
    if (url.pathname.startsWith("/draw/api/v1/premium/shape/")) {
      if (options.drawError) return options.drawError;
      const real = url.searchParams.get("watermarked") === "false";
      if (real && options.duplicate && url.searchParams.get("again") !== "1") {
        return {
          status: 409,
          body: {
            error: "Такая мандала у вас уже есть в «Моих мандалах».",
            code: "draw.duplicate",
            mandala_id: 7,
            created_at: "2025-03-01T10:00:00.000Z",
          },
        };
      }
      if (real) remaining -= 1;
      return {
        body: {
          pic: real ? "UkVBTA==" : "UFJFVg==",
          pattern: [8, 9],
          remaining_drawings: remaining,
          mandala_id: real ? 42 : null,
        },
      };
    }
    if (url.pathname === "/api/mandalas/7")
      return options.savedFail?.()
        ? DOWN
        : { body: savedMandala({ view: options.savedView ?? "colorized" }) };
    if (url.pathname === "/api/mandalas/42") return { body: savedMandala({ id: 42 }) };
    if (/^\/api\/mandalas\/(7|42)\/image\.jpg$/.test(url.pathname)) {
      if (options.pictureFail) return DOWN;
      const view = url.searchParams.get("view");
      return {
        body: null,
        blob: new Blob([view === "colorized" ? "SAVED" : `SAVED ${view}`], { type: "image/jpeg" }),
      };
    }
    if (url.pathname === "/api/mandalas/42/image.svg") {
      return { body: null, blob: new Blob(["<svg/>"], { type: "image/svg+xml" }) };
    }
    return undefined;
  });
}

async function renderBuilder(options?: ServerOptions, path = "/app") {
  const spy = fakeServer(options);
  const user = userEvent.setup();
  signInAs({ id: 1, username: "reader" });
  renderAt(<BuilderPage />, path);
  await screen.findByLabelText("Ваше намерение");
  return { spy, user };
}

const figureView = () =>
  screen.getByRole("img", { name: /Мандала намерения/ }).closest("figure")?.dataset.view;
const phraseBox = () => screen.getByLabelText("Ваше намерение");
const stepOn = (n: number) => screen.getByTestId(`step-${n}`).dataset.on === "true";
const drawCalls = (spy: ReturnType<typeof fakeServer>) => urlsOf(spy, /^\/draw\/api\/v1\/premium\/shape\//);

async function typePhraseAndChoose(user: ReturnType<typeof userEvent.setup>, shape = "Восемь ромбов") {
  await user.click(phraseBox());
  await user.paste(PHRASE);
  await user.click(screen.getByRole("radio", { name: shape }));
  await screen.findByLabelText("Основной метод");
}

/** Presses «Нарисовать мандалу» and confirms spending a drawing. */
async function drawAndConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Нарисовать мандалу" }));
  await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Нарисовать" }));
}

/** Types the phrase, chooses the shape, turns the preview off and draws for real (spending a drawing). */
async function drawForReal(user: ReturnType<typeof userEvent.setup>) {
  await typePhraseAndChoose(user);
  await user.click(screen.getByRole("checkbox", { name: /Превью/ }));
  await drawAndConfirm(user);
}

describe("the builder page", () => {
  it("loads the tier's catalogue and shows the shape selector only once the phrase is longer than 5 characters", async () => {
    const { user } = await renderBuilder();
    expect(screen.getByRole("heading", { level: 1, name: "Конструктор мандал" })).toBeTruthy();
    expect(stepOn(1)).toBe(true);
    expect(stepOn(2)).toBe(false);
    await user.type(phraseBox(), "Я сча");
    expect(screen.queryByRole("group", { name: "Фигура" })).toBeNull();
    await user.type(phraseBox(), "с");
    const shapes = within(screen.getByRole("group", { name: "Фигура" })).getAllByRole("radio");
    expect(shapes).toHaveLength(4);
  });

  it("choosing a shape goes to step 2, loads the shape's data and sets its default methods", async () => {
    const { spy, user } = await renderBuilder();
    await typePhraseAndChoose(user, "Квадрат");
    expect(stepOn(2)).toBe(true);
    expect(urlsOf(spy, "/draw/api/v1/premium/shapesdata/")[0]?.searchParams.get("shape")).toBe("demoshape");
    expect((screen.getByLabelText("Основной метод") as HTMLSelectElement).value).toBe("6");
    expect((screen.getByLabelText("Дополнительный метод") as HTMLSelectElement).value).toBe("6");
    const lengths = within(screen.getByRole("group", { name: "Длина узора" })).getAllByRole("radio");
    expect(lengths).toHaveLength(10);
    expect(screen.getByRole("radio", { name: "1" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "9 цветов" })).toHaveProperty("checked", true);
  });

  it("shows the sector length only for a method starting with 8 on eight_diamond", async () => {
    const { user } = await renderBuilder();
    await typePhraseAndChoose(user);
    expect((screen.getByLabelText("Основной метод") as HTMLSelectElement).value).toBe("8");
    expect(screen.getByLabelText("Длина сектора")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Основной метод"), "1");
    expect(screen.queryByLabelText("Длина сектора")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Основной метод"), "81");
    const sector = screen.getByLabelText("Длина сектора") as HTMLInputElement;
    expect(sector.value).toBe("8");
    expect(sector.min).toBe("4");
    expect(sector.max).toBe("16");
  });

  it("Go draws a free preview in the page at once, without a request, and moves to step 3", async () => {
    const { spy, user } = await renderBuilder();
    await typePhraseAndChoose(user);
    expect(screen.getByRole("checkbox", { name: /Превью/ })).toHaveProperty("checked", true);
    expect(screen.queryByRole("radio", { name: "Точки" })).toBeNull();
    const requestsBefore = spy.mock.calls.length;
    await user.click(screen.getByRole("button", { name: "Нарисовать превью" }));
    const image = await screen.findByRole("img", {
      name: /Мандала намерения «Я счастлива и любима», вид «Цветная»/,
    });
    expect(image.tagName).toBe("CANVAS");
    expect(image.closest("figure")?.dataset.preview).toBe("true");
    expect(stepOn(3)).toBe(true);
    expect(screen.getByTestId("wish-code").textContent).toBe(
      wishCode(parsePhrase(PHRASE).values, 1, 9).join(" "),
    );
    expect(spy.mock.calls.length).toBe(requestsBefore);
    expect(screen.getByText("Осталось 10 из 10")).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Точки" })).toBeTruthy();
  });

  it("a preview follows the view chosen at step 3, and the dots pattern once typed, drawn in the page", async () => {
    const { spy, user } = await renderBuilder();
    await typePhraseAndChoose(user);
    await user.click(screen.getByRole("button", { name: "Нарисовать превью" }));
    await screen.findByRole("img", { name: /Мандала намерения/ });
    await user.click(screen.getByRole("radio", { name: "Цифры" }));
    await waitFor(() => expect(figureView()).toBe("digits"));
    await user.click(screen.getByRole("radio", { name: "Точки" }));
    await waitFor(() => expect(figureView()).toBe("dots"));
    const dots = screen.getByLabelText("Узор точек");
    expect((dots as HTMLInputElement).value).toBe("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    await user.clear(dots);
    await user.type(dots, "3, 1");
    await user.tab();
    await waitFor(() =>
      expect(screen.getByRole("img", { name: /Мандала намерения/ }).closest("figure")?.dataset.filter).toBe(
        "1,3",
      ),
    );
    expect(screen.getByRole("img", { name: /Мандала намерения/ }).tagName).toBe("CANVAS");
    expect(drawCalls(spy)).toHaveLength(0);
  });

  it("a real drawing follows the view chosen without spending again, and downloads in the view on screen", async () => {
    const { spy, user } = await renderBuilder();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:svg");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await drawForReal(user);
    await screen.findByText("Осталось 9 из 10");
    await user.click(screen.getByRole("radio", { name: "Цифры" }));
    await waitFor(() => expect(figureView()).toBe("digits"));
    expect(drawCalls(spy)).toHaveLength(1);
    expect(urlsOf(spy, "/api/mandalas/42/image.jpg")[0]?.searchParams.get("view")).toBe("digits");
    expect(screen.getByRole("img", { name: /Мандала намерения/ }).getAttribute("src")).toBe(
      `data:image/jpeg;base64,${btoa("SAVED digits")}`,
    );
    expect(screen.getByText("Осталось 9 из 10")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Скачать SVG, вид «Цифры»" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urlsOf(spy, "/api/mandalas/42/image.svg")[0]?.searchParams.get("view")).toBe("digits");
  });

  it("a view that cannot be drawn leaves the picture and the choice that names it", async () => {
    const { user } = await renderBuilder({ pictureFail: true });
    await drawForReal(user);
    await screen.findByRole("img", { name: /Мандала намерения/ });
    await user.click(screen.getByRole("radio", { name: "Цифры" }));
    expect(await screen.findByText("Сервер перегружен")).toBeTruthy();
    expect(figureView()).toBe("colorized");
    expect(screen.getByRole("radio", { name: "Цветная" })).toHaveProperty("checked", true);
  });

  it("a real drawing asks for confirmation with the balance; cancel draws nothing, confirm spends one", async () => {
    const { spy, user } = await renderBuilder();
    await typePhraseAndChoose(user);
    await screen.findByText("Осталось 10 из 10");
    await user.click(screen.getByRole("checkbox", { name: /Превью/ }));
    const go = screen.getByRole("button", { name: "Нарисовать мандалу" });
    await user.click(go);
    let dialog = screen.getByRole("alertdialog", { name: "Нарисовать мандалу без водяного знака?" });
    expect(within(dialog).getByTestId("balance").dataset.state).toBe("plenty");
    await user.click(within(dialog).getByRole("button", { name: "Отмена" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(drawCalls(spy)).toHaveLength(0);
    expect(document.activeElement).toBe(go);

    await user.click(go);
    dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Нарисовать" }));
    await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(drawCalls(spy)[0]?.searchParams.get("watermarked")).toBe("false");
    await screen.findByText("Осталось 9 из 10");
    expect(screen.getByRole("link", { name: "Открыть «Мои мандалы»" }).getAttribute("href")).toBe(
      "/mandalas",
    );
  });

  it("a real drawing the user already keeps says so and offers the saved one first, or draws again anyway", async () => {
    const { spy, user } = await renderBuilder({ duplicate: true });
    await drawForReal(user);
    let dialog = await screen.findByRole("alertdialog", { name: "Эта мандала у вас уже есть" });
    expect(dialog.textContent).toContain("Такая мандала у вас уже есть в «Моих мандалах».");
    await user.click(within(dialog).getByRole("button", { name: "Открыть сохранённую" }));
    const picture = await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(picture.getAttribute("src")).toBe(`data:image/jpeg;base64,${btoa("SAVED")}`);
    expect(screen.getByText("Мандала сохранена.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Раскрасить" }).getAttribute("href")).toBe("/mandalas/7/colour");
    expect(drawCalls(spy)).toHaveLength(1);

    await drawAndConfirm(user);
    dialog = await screen.findByRole("alertdialog", { name: "Эта мандала у вас уже есть" });
    await user.click(within(dialog).getByRole("button", { name: "Нарисовать ещё раз" }));
    await screen.findByText("Осталось 9 из 10");
    expect(drawCalls(spy).map((u) => u.searchParams.get("again"))).toEqual([null, null, "1"]);
    expect(screen.getByRole("img", { name: /Мандала намерения/ }).getAttribute("src")).toBe(
      "data:image/jpeg;base64,UkVBTA==",
    );
  });

  it("warns when the balance is below 20% of the allowance", async () => {
    const { user } = await renderBuilder({ remaining: 1, allowed: 10 });
    await typePhraseAndChoose(user);
    await screen.findByText(/Рисунков осталось мало/);
    expect(screen.getByTestId("balance").dataset.state).toBe("low");
  });

  it("with nothing left the confirmation says so and cannot be confirmed", async () => {
    const { user } = await renderBuilder({ remaining: 0 });
    await typePhraseAndChoose(user);
    await screen.findAllByText(/Рисунки закончились/);
    await user.click(screen.getByRole("checkbox", { name: /Превью/ }));
    await user.click(screen.getByRole("button", { name: "Нарисовать мандалу" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("button", { name: "Нарисовать" })).toHaveProperty("disabled", true);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("a draw failure opens the error modal: title, colon, the server's error; acknowledged by a button", async () => {
    const { user } = await renderBuilder({
      drawError: { status: 402, body: { error: "Рисунки закончились" } },
    });
    await drawForReal(user);
    const dialog = await screen.findByRole("alertdialog", { name: "Не удалось нарисовать мандалу" });
    expect(within(dialog).getByTestId("draw-error").textContent).toBe("Ошибка: Рисунки закончились");
    await user.click(within(dialog).getByRole("button", { name: "Понятно" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(stepOn(3)).toBe(false);
  });

  it("a network failure shows the translated network text", async () => {
    const { user } = await renderBuilder();
    await typePhraseAndChoose(user);
    await user.click(screen.getByRole("checkbox", { name: /Превью/ }));
    await user.click(screen.getByRole("button", { name: "Нарисовать мандалу" }));
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Нарисовать" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Не удалось нарисовать мандалу" });
    expect(within(dialog).getByTestId("draw-error").textContent).toMatch(/^Ошибка: Нет связи с сервером/);
  });

  it("changing the phrase goes back to step 1 and clears image, shape and methods", async () => {
    const { user } = await renderBuilder();
    await typePhraseAndChoose(user);
    await user.click(screen.getByRole("button", { name: "Нарисовать превью" }));
    await screen.findByRole("img", { name: /Мандала намерения/ });
    await user.type(phraseBox(), "!");
    expect(stepOn(2)).toBe(false);
    expect(screen.queryByRole("img", { name: /Мандала намерения/ })).toBeNull();
    expect(screen.queryByLabelText("Основной метод")).toBeNull();
    const checked = within(screen.getByRole("group", { name: "Фигура" }))
      .getAllByRole("radio")
      .filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked).toHaveLength(0);
  });

  it("changing the shape resets pattern length to 1 and palette to 9 and reloads", async () => {
    const { spy, user } = await renderBuilder();
    await typePhraseAndChoose(user);
    await user.click(screen.getByRole("radio", { name: "5" }));
    await user.click(screen.getByRole("radio", { name: "12 цветов" }));
    await user.click(screen.getByRole("radio", { name: "Шесть ромбов" }));
    await screen.findByLabelText("Основной метод");
    expect(screen.getByRole("radio", { name: "1" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "9 цветов" })).toHaveProperty("checked", true);
    expect(urlsOf(spy, "/draw/api/v1/premium/shapesdata/").map((u) => u.searchParams.get("shape"))).toContain(
      "six_diamond",
    );
  });

  it("opens the matrix of all patterns, and help; Escape closes and focus returns", async () => {
    const { user } = await renderBuilder();
    await typePhraseAndChoose(user);
    const open = screen.getByRole("button", { name: "Матрица узоров" });
    await user.click(open);
    const dialog = screen.getByRole("dialog", { name: "Матрица всех узоров" });
    expect(within(dialog).getAllByRole("row")).toHaveLength(10);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(open);

    await user.click(screen.getByRole("button", { name: "Как это работает" }));
    const help = screen.getByRole("dialog", { name: "Как работает конструктор" });
    const buttons = within(help).getAllByRole("button");
    expect(document.activeElement).toBe(buttons[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
  });

  it("print options open the print page in a new window with the chosen views and numbers", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = await renderBuilder();
    await drawForReal(user);
    await screen.findByRole("img", { name: /Мандала намерения/ });
    await user.click(screen.getByRole("button", { name: "Печать" }));
    const dialog = screen.getByRole("dialog", { name: "Что распечатать" });
    await user.click(within(dialog).getByRole("checkbox", { name: "Цифры" }));
    // Only the numbers the mandala holds: a page of another number would be blank.
    const numbers = within(dialog)
      .getAllByRole("checkbox")
      .map((box) => box.getAttribute("aria-label") ?? box.closest("label")?.textContent);
    expect(numbers.filter((name) => /^\d+$/.test(name ?? ""))).toEqual(["1", "2", "4", "7", "8"]);
    await user.click(within(dialog).getByRole("checkbox", { name: "7" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "2" }));
    await user.click(within(dialog).getByRole("button", { name: "Открыть печать" }));
    expect(open).toHaveBeenCalledTimes(1);
    const url = new URL(String(open.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/print");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      payload: PHRASE,
      shapeSelected: "eight_diamond",
      patternLenSelected: "1",
      paletteSelected: "9",
      firstMethodSelected: "8",
      sectorLength: "8",
      printDefaultMandala: "true",
      printOnlyDigits: "false",
      printOnlyDots: "true",
      printDotsByNumbers: "2,7",
      mandalaId: "42",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("/app?mandala={id} re-opens a saved drawing with its settings and its picture", async () => {
    const { spy } = await renderBuilder({}, "/app?mandala=7");
    await screen.findByLabelText("Длина сектора");
    expect((phraseBox() as HTMLTextAreaElement).value).toBe(PHRASE);
    expect((screen.getByLabelText("Основной метод") as HTMLSelectElement).value).toBe("81");
    expect((screen.getByLabelText("Длина сектора") as HTMLInputElement).value).toBe("10");
    expect(screen.getByRole("radio", { name: "4" })).toHaveProperty("checked", true);
    expect(screen.getByRole("radio", { name: "12 цветов" })).toHaveProperty("checked", true);
    expect(urlsOf(spy, "/api/mandalas/7")).toHaveLength(1);
    const picture = await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(picture.getAttribute("src")).toBe(`data:image/jpeg;base64,${btoa("SAVED")}`);
    expect(stepOn(3)).toBe(true);
    expect(screen.getByText("Мандала сохранена.")).toBeTruthy();
    expect(urlsOf(spy, "/api/mandalas/7/image.jpg")[0]?.searchParams.get("size")).toBe("1000");
    expect(drawCalls(spy)).toHaveLength(0);
  });

  it("/app?mandala={id}&view=digits re-opens a saved drawing in that view", async () => {
    const { spy } = await renderBuilder({}, "/app?mandala=7&view=digits");
    const picture = await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(picture.getAttribute("src")).toBe(`data:image/jpeg;base64,${btoa("SAVED digits")}`);
    expect(urlsOf(spy, "/api/mandalas/7/image.jpg")[0]?.searchParams.get("view")).toBe("digits");
    expect(screen.getByRole("radio", { name: "Цифры" })).toHaveProperty("checked", true);
    expect(screen.getByRole("group", { name: "Скачать в виде «Цифры»" })).toBeTruthy();
    expect(drawCalls(spy)).toHaveLength(0);
  });

  it("/app?mandala={id} without a view re-opens a saved drawing in the view it was drawn in", async () => {
    const { spy } = await renderBuilder({ savedView: "dots" }, "/app?mandala=7");
    const picture = await screen.findByRole("img", { name: /Мандала намерения/ });
    expect(picture.getAttribute("src")).toBe(`data:image/jpeg;base64,${btoa("SAVED dots")}`);
    expect(urlsOf(spy, "/api/mandalas/7/image.jpg")[0]?.searchParams.get("view")).toBe("dots");
    expect(screen.getByRole("radio", { name: "Точки" })).toHaveProperty("checked", true);
  });

  it("says when the shape's data cannot load, and loads it again on request", async () => {
    let fail = true;
    const { user } = await renderBuilder({ shapesFail: () => fail });
    await user.click(phraseBox());
    await user.paste(PHRASE);
    await user.click(screen.getByRole("radio", { name: "Восемь ромбов" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось загрузить данные фигуры: Сервер перегружен");
    expect(screen.getByRole("button", { name: "Нарисовать превью" })).toHaveProperty("disabled", true);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Повторить" }));
    expect(await screen.findByLabelText("Основной метод")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: "Нарисовать превью" })).toHaveProperty("disabled", false);
  });

  it("says when the saved drawing cannot be opened: try again, or start a new one", async () => {
    let fail = true;
    fakeServer({ savedFail: () => fail });
    signInAs({ id: 1, username: "reader" });
    const user = userEvent.setup();
    renderAt(<BuilderPage />, "/app?mandala=7");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось открыть сохранённую мандалу: Сервер перегружен");
    expect(within(alert).getByRole("link", { name: "Начать новую мандалу" }).getAttribute("href")).toBe(
      "/app",
    );
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Повторить" }));
    expect(((await screen.findByLabelText("Ваше намерение")) as HTMLTextAreaElement).value).toBe(PHRASE);
  });

  it("says when the saved drawing's picture cannot be loaded, keeping its settings", async () => {
    await renderBuilder({ pictureFail: true }, "/app?mandala=7");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByTestId("draw-error").textContent).toBe("Ошибка: Сервер перегружен");
    expect((phraseBox() as HTMLTextAreaElement).value).toBe(PHRASE);
    expect(stepOn(3)).toBe(false);
  });

  it("a phrase past the limit or without a letter says so under the field, stays at step 1 and keeps the text", async () => {
    const { user, spy } = await renderBuilder();
    const long = "я".repeat(201);
    await user.click(phraseBox());
    await user.paste(long);
    expect((phraseBox() as HTMLTextAreaElement).value).toBe(long);
    expect(phraseBox().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe(
      "Намерение длиннее 200 символов (сейчас 201). Сократите его — текст сохранён.",
    );
    expect(screen.queryByRole("group", { name: "Фигура" })).toBeNull();
    expect(stepOn(1)).toBe(true);
    expect(stepOn(2)).toBe(false);
    await user.clear(phraseBox());
    await user.paste("!!! ??? ...");
    expect(screen.getByRole("alert").textContent).toBe(
      "В намерении нет ни одной буквы или цифры — допишите его.",
    );
    expect(screen.queryByRole("group", { name: "Фигура" })).toBeNull();
    await user.clear(phraseBox());
    await user.paste("я".repeat(200));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("group", { name: "Фигура" })).toBeTruthy();
    expect(urlsOf(spy, "/draw/api/v1/premium/shapesdata/")).toHaveLength(0);
  });

  it("shows an error with a retry when the catalogue cannot load", async () => {
    fakeFetch((url) =>
      url.pathname === "/draw/api/v1/premium/commondata/"
        ? { status: 403, body: { error: "Нужен действующий тариф" } }
        : undefined,
    );
    renderAt(<BuilderPage />, "/app");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Нужен действующий тариф");
    expect(within(alert).getByRole("button", { name: "Повторить" })).toBeTruthy();
  });
});
