import { DEMO_DEFAULTS } from "@mandala/engine";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { colourUrl } from "../../api/colour-params.ts";
import { fakeFetch, renderRoute, urlsOf } from "../../test/fixtures.tsx";
import { DemoColouringPage } from "./demo-colouring-page.tsx";

const COLOUR_API = "/draw/api/v1/free/colour/";
const demo = {
  phrase: DEMO_DEFAULTS.phrase,
  shape: DEMO_DEFAULTS.shape,
  first_method: DEMO_DEFAULTS.firstMethod,
  additional_method: DEMO_DEFAULTS.additionalMethod,
  pattern_length: 7,
  sector_length: null,
  palette: 9,
};
const REFUSAL =
  "Без тарифа можно раскрасить только мандалу из демо. Свою фразу, другие фигуры и методы открывают тарифы";

describe("the colouring page of a mandala that is not saved (/colour)", () => {
  afterEach(() => localStorage.clear());

  it("asks the server for the address's mandala and colours the one it opens", async () => {
    const spy = fakeFetch((url) =>
      url.pathname === COLOUR_API ? { body: { ...demo, granted_by: "demo" } } : undefined,
    );
    renderRoute(<DemoColouringPage />, colourUrl({ ...DEMO_DEFAULTS }), "/colour");
    expect(await screen.findByTestId("colouring-board")).toBeTruthy();
    expect(screen.getByText(`«${DEMO_DEFAULTS.phrase}»`)).toBeTruthy();
    const [asked] = urlsOf(spy, COLOUR_API);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toMatchObject({
      phrase: DEMO_DEFAULTS.phrase,
      shape: "demoshape",
      pattern_length: "7",
      palette: "9",
    });
  });

  it("explains a refusal with the server's reason, the plans and the demo's own mandala, and shows no board", async () => {
    fakeFetch((url) =>
      url.pathname === COLOUR_API
        ? { status: 403, body: { code: "colouring.demoOnly", error: REFUSAL } }
        : undefined,
    );
    const own = colourUrl({ ...DEMO_DEFAULTS, phrase: "Я люблю утро", shape: "stern", palette: 13 });
    renderRoute(<DemoColouringPage />, own, "/colour");
    expect(await screen.findByRole("heading", { level: 1, name: "Эта раскраска — в тарифах" })).toBeTruthy();
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Выбрать тариф" }).getAttribute("href")).toBe("/#plans");
    expect(screen.getByRole("link", { name: "Раскрасить мандалу из демо" }).getAttribute("href")).toBe(
      colourUrl({ ...DEMO_DEFAULTS }),
    );
    expect(screen.queryByTestId("colouring-board")).toBeNull();
  });

  it("says an address without a mandala holds none, and leads to the calculator", async () => {
    fakeFetch((url) =>
      url.pathname === COLOUR_API ? { status: 400, body: { code: "draw.invalid", error: "…" } } : undefined,
    );
    renderRoute(<DemoColouringPage />, "/colour?phrase=", "/colour");
    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "В адресе нет мандалы, которую можно раскрасить.",
    );
    expect(screen.getByRole("link", { name: "Рассчитать мандалу" }).getAttribute("href")).toBe("/democalc");
  });
});
