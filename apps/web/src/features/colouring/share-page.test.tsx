import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeFetch, renderRoute } from "../../test/fixtures.tsx";
import { SharePage } from "./share-page.tsx";

const ogImage = () => document.querySelector('meta[property="og:image"]')?.getAttribute("content");

describe("SharePage", () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives the tab and the link card the shared mandala's own card", async () => {
    fakeFetch((url) =>
      url.pathname === "/api/shares/tok"
        ? {
            body: {
              phrase: "Я счастлива",
              shape: "star",
              coloured: true,
              image: "/api/shares/tok/image.png",
              card: "/api/shares/tok/card.jpg",
            },
          }
        : undefined,
    );
    renderRoute(<SharePage />, "/s/tok", "/s/:token");
    await screen.findByText("«Я счастлива»");
    await waitFor(() => expect(ogImage()).toBe(`${window.location.origin}/api/shares/tok/card.jpg`));
    expect(document.title).toBe("Мандала желаний — Мандала желаний");
  });

  it("titles a revoked link by what happened", async () => {
    fakeFetch(() => ({ status: 404, body: { code: "shares.notFound", error: "Нет такой ссылки" } }));
    renderRoute(<SharePage />, "/s/gone", "/s/:token");
    await screen.findByRole("heading", { name: "Ссылка недоступна" });
    await waitFor(() => expect(document.title).toBe("Ссылка недоступна — Мандала желаний"));
  });
});
