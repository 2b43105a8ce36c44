import { mandalaParams, type TSavedMandala } from "@mandala/contract";
import { computeMandala, numbersHeld } from "@mandala/engine";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, renderAt, savedMandala, urlsOf } from "../../test/fixtures.tsx";
import { MyMandalasPage } from "./my-mandalas-page.tsx";

function fakeServer(
  results: TSavedMandala[] = [
    savedMandala(),
    savedMandala({
      id: 8,
      phrase: "Мир и покой",
      shape: "octagon",
      sector_length: null,
      first_method: "1",
      palette: 9,
    }),
  ],
  pageSize = 24,
) {
  let list = results;
  return fakeFetch((url, init) => {
    if (url.pathname === "/api/mandalas/") {
      // Pages of one, newest first, searched in any case.
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const found = list.filter((m) => m.phrase.toLowerCase().includes(q));
      const cursor = url.searchParams.get("cursor");
      const start = cursor ? found.findIndex((m) => m.id === Number(cursor)) + 1 : 0;
      const page = found.slice(start, start + pageSize);
      const more = start + pageSize < found.length;
      return { body: { results: page, next_cursor: more ? (page.at(-1)?.id ?? null) : null } };
    }
    const match = /^\/api\/mandalas\/(\d+)$/.exec(url.pathname);
    if (match && init?.method === "DELETE") {
      list = list.filter((m) => m.id !== Number(match[1]));
      return { status: 204, body: null };
    }
    if (url.pathname === "/api/mandalas/7/print.pdf") {
      return { body: null, blob: new Blob(["%PDF-1.7"], { type: "application/pdf" }) };
    }
    if (url.pathname === "/api/mandalas/7/image.svg") {
      return { body: null, blob: new Blob(["<svg/>"], { type: "image/svg+xml" }) };
    }
    if (url.pathname === "/api/mandalas/7/image.png") {
      return { body: null, blob: new Blob(["PNG"], { type: "image/png" }) };
    }
    return undefined;
  });
}

describe("my mandalas", () => {
  it("lists each saved drawing with a client-side picture, its parameters and a link back to the builder", async () => {
    fakeServer();
    renderAt(<MyMandalasPage />, "/mandalas");
    const cards = await screen.findAllByTestId("mandala-card");
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole("heading", { name: "Я счастлива и любима" })).toBeTruthy();
    expect(first.getByRole("img", { name: /Мандала намерения/ }).getAttribute("src")).toMatch(
      /^data:image\/svg\+xml/,
    );
    expect(first.getByText("Восемь ромбов")).toBeTruthy();
    expect(first.getByText("12 цветов")).toBeTruthy();
    expect(first.getByText("Длина сектора")).toBeTruthy();
    expect(first.getByRole("link", { name: "Открыть в конструкторе" }).getAttribute("href")).toBe(
      "/app?mandala=7&view=colorized",
    );
    expect(within(cards[1] as HTMLElement).queryByText("Длина сектора")).toBeNull();
  });

  it("downloads the PDF with the bearer session as a file, in the card's view", async () => {
    const spy = fakeServer();
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:pdf");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    const cards = await screen.findAllByTestId("mandala-card");
    const card = within(cards[0] as HTMLElement);
    await user.click(card.getByRole("button", { name: "Скачать PDF, вид «Цветная»" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urlsOf(spy, "/api/mandalas/7/print.pdf")[0]?.searchParams.get("views")).toBe("colorized");
    expect(create).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("mandala-7-colorized.pdf");
  });

  it("the card holds the view chosen: its picture, the builder link and the files follow it", async () => {
    const spy = fakeServer();
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:svg");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    const card = within((await screen.findAllByTestId("mandala-card"))[0] as HTMLElement);
    const colouredThumb = card.getByRole("img", { name: /Мандала намерения/ }).getAttribute("src");
    expect(card.getByRole("radio", { name: "Цветная" })).toHaveProperty("checked", true);
    await user.click(card.getByRole("radio", { name: "Цифры" }));
    expect(card.getByRole("img", { name: /Мандала намерения/ }).getAttribute("src")).not.toBe(colouredThumb);
    expect(card.getByRole("group", { name: "Скачать в виде «Цифры»" })).toBeTruthy();
    expect(card.getByRole("link", { name: "Открыть в конструкторе" }).getAttribute("href")).toBe(
      "/app?mandala=7&view=digits",
    );
    await user.click(card.getByRole("button", { name: "Скачать SVG, вид «Цифры»" }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urlsOf(spy, "/api/mandalas/7/image.svg")[0]?.searchParams.get("view")).toBe("digits");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("mandala-7-digits.svg");
  });

  it("a card says the view its mandala was drawn in, opens in it and downloads in it", async () => {
    const spy = fakeServer([
      savedMandala({ view: "digits" }),
      savedMandala({ id: 8, phrase: "Мир и покой" }),
    ]);
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:png");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    const [digits, coloured] = (await screen.findAllByTestId("mandala-card")).map((card) => within(card));
    expect(digits?.getByText("Нарисована в виде «Цифры»")).toBeTruthy();
    expect(coloured?.getByText("Нарисована в виде «Цветная»")).toBeTruthy();
    expect(digits?.getByRole("radio", { name: "Цифры" })).toHaveProperty("checked", true);
    await user.click(digits?.getByRole("button", { name: "Скачать PNG, вид «Цифры»" }) as HTMLElement);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(urlsOf(spy, "/api/mandalas/7/image.png")[0]?.searchParams.get("view")).toBe("digits");
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("mandala-7-digits.png");
  });

  it("deletes after confirmation; cancel keeps it", async () => {
    const spy = fakeServer();
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    let cards = await screen.findAllByTestId("mandala-card");
    await user.click(within(cards[1] as HTMLElement).getByRole("button", { name: "Удалить" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Отмена" }));
    expect(screen.getAllByTestId("mandala-card")).toHaveLength(2);
    await user.click(within(cards[1] as HTMLElement).getByRole("button", { name: "Удалить" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Удалить" }));
    await waitFor(() => expect(screen.getAllByTestId("mandala-card")).toHaveLength(1));
    cards = screen.getAllByTestId("mandala-card");
    expect((cards[0] as HTMLElement).dataset.mandalaId).toBe("7");
    expect(spy.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
  });

  it("shows the empty state", async () => {
    fakeServer([]);
    renderAt(<MyMandalasPage />, "/mandalas");
    expect(await screen.findByText(/Здесь пока пусто/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Открыть конструктор" }).getAttribute("href")).toBe("/app");
  });

  it("shows the error state with a retry", async () => {
    fakeFetch(() => ({ status: 500, body: { error: "Сервер недоступен" } }));
    renderAt(<MyMandalasPage />, "/mandalas");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Сервер недоступен");
    expect(within(alert).getByRole("button", { name: "Повторить" })).toBeTruthy();
  });

  it("loads more a page at a time, searches by phrase, and says when nothing matches", async () => {
    const many = [
      savedMandala(),
      savedMandala({ id: 8, phrase: "Мир и покой" }),
      savedMandala({ id: 9, phrase: "Я СЧАСТЛИВА всегда" }),
    ];
    const spy = fakeServer(many, 2);
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    expect(await screen.findAllByTestId("mandala-card")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Показать ещё" }));
    await waitFor(() => expect(screen.getAllByTestId("mandala-card")).toHaveLength(3));
    expect(screen.queryByRole("button", { name: "Показать ещё" })).toBeNull();
    expect(urlsOf(spy, "/api/mandalas/").map((u) => u.searchParams.get("cursor"))).toEqual([null, "8"]);

    await user.type(screen.getByRole("searchbox", { name: "Поиск по намерению" }), "счастлива");
    await user.click(screen.getByRole("button", { name: "Найти" }));
    await waitFor(() => expect(screen.getAllByTestId("mandala-card")).toHaveLength(2));
    expect(urlsOf(spy, "/api/mandalas/").at(-1)?.searchParams.get("q")).toBe("счастлива");

    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "нет такой");
    await user.click(screen.getByRole("button", { name: "Найти" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "По запросу «нет такой» мандал не найдено.",
    );
    await user.click(within(screen.getByRole("status")).getByRole("button", { name: "Сбросить поиск" }));
    await waitFor(() => expect(screen.getAllByTestId("mandala-card")).toHaveLength(3));
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
  });

  it("a failed next page says so and retries", async () => {
    let fail = true;
    fakeFetch((url) => {
      if (url.pathname !== "/api/mandalas/") return undefined;
      if (!url.searchParams.get("cursor")) return { body: { results: [savedMandala()], next_cursor: 7 } };
      if (fail) return { status: 500, body: { error: "Сервер недоступен" } };
      return { body: { results: [savedMandala({ id: 3, phrase: "Мир" })], next_cursor: null } };
    });
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    await user.click(await screen.findByRole("button", { name: "Показать ещё" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось загрузить следующие мандалы");
    expect(screen.getAllByTestId("mandala-card")).toHaveLength(1);
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Повторить" }));
    await waitFor(() => expect(screen.getAllByTestId("mandala-card")).toHaveLength(2));
  });
  it("«Печать» asks what to print first, offering only the numbers the mandala holds", async () => {
    fakeServer();
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    renderAt(<MyMandalasPage />, "/mandalas");
    const card = within((await screen.findAllByTestId("mandala-card"))[0] as HTMLElement);
    await user.click(card.getByRole("button", { name: "Печать" }));
    expect(open).not.toHaveBeenCalled();
    const dialog = within(await screen.findByRole("dialog", { name: "Что распечатать" }));
    const held = numbersHeld(computeMandala(mandalaParams(savedMandala())).cells.map((cell) => cell.value));
    const offered = dialog
      .getAllByRole("checkbox")
      .flatMap((box) =>
        box.closest("label")?.textContent?.match(/^\d+$/) ? [Number(box.closest("label")?.textContent)] : [],
      );
    expect(offered).toEqual(held);
    expect(held.length).toBeLessThan(savedMandala().palette);
    await user.click(dialog.getByRole("checkbox", { name: String(held[0]) }));
    await user.click(dialog.getByRole("button", { name: "Открыть печать" }));
    const url = new URL(String(open.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/print");
    expect(url.searchParams.get("mandalaId")).toBe("7");
    expect(url.searchParams.get("printDefaultMandala")).toBe("true");
    expect(url.searchParams.get("printDotsByNumbers")).toBe(String(held[0]));
  });
});
