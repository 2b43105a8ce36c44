import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useTranslation } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import i18n from "../i18n/index.ts";
import { HydratingMarkup, StaticMarkup } from "./static-markup.tsx";

function Title() {
  const { t } = useTranslation();
  return <h2>{t("language.label")}</h2>;
}

const page = (
  <StaticMarkup>
    <Title />
  </StaticMarkup>
);

afterEach(() => act(() => i18n.changeLanguage("ru")));

describe("static markup", () => {
  it("keeps its pre-rendered elements while the document hydrates, and renders again in a new language", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    const heading = container.querySelector("h2");
    const russian = heading?.textContent;
    expect(russian).toBeTruthy();

    await act(async () => void hydrateRoot(container, <HydratingMarkup>{page}</HydratingMarkup>));
    expect(container.querySelector("h2")).toBe(heading);
    expect(heading?.textContent).toBe(russian);
    // Not hydrated: React has attached nothing (no fiber, no props) to the kept element.
    expect(Object.keys(heading ?? {}).filter((key) => key.startsWith("__react"))).toEqual([]);

    await act(() => i18n.changeLanguage("en"));
    expect(container.querySelector("h2")?.textContent).toBe(i18n.t("language.label", { lng: "en" }));
    expect(container.querySelector("h2")?.textContent).not.toBe(russian);
  });
});
