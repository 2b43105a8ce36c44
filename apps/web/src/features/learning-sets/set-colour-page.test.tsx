import type { TSetMandalas } from "@mandala/contract";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordFetch, renderRoute, signInAs } from "../../test/fixtures.tsx";
import { SetColourPage } from "./set-colour-page.tsx";

const PATTERN = "/nabory/:id/raskrasit";
const mandala = {
  phrase: "Мы слышим друг друга",
  shape: "eight_diamond",
  first_method: "8",
  additional_method: "1",
  pattern_length: 5,
  sector_length: 16,
  palette: 9,
} as const;
const set: TSetMandalas = {
  slug: "garmoniya-v-pare",
  name: "Гармония в паре",
  mandalas: [
    { ...mandala, index: 0 },
    { ...mandala, phrase: "Нам тепло вместе", index: 1 },
  ],
};

describe("SetColourPage", () => {
  it("with the e-mail's link, lists the set's mandalas, each opening the colouring kept in this browser", async () => {
    const seen = recordFetch(({ url }) =>
      url.pathname === "/api/set-links/tok-123" ? { body: set } : undefined,
    );
    renderRoute(<SetColourPage />, "/nabory/garmoniya-v-pare/raskrasit?link=tok-123", PATTERN);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Раскрасить набор «Гармония в паре»" }),
    ).toBeTruthy();
    expect(screen.getByText(/Раскраска хранится в этом браузере/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "Раскрасить мандалу «Нам тепло вместе»" });
    const address = new URL(link.getAttribute("href") ?? "", "http://x");
    expect(address.pathname).toBe("/colour");
    expect(address.searchParams.get("phrase")).toBe("Нам тепло вместе");
    expect(address.searchParams.get("sector_length")).toBe("16");
    expect(seen.some((r) => r.headers.has("authorization"))).toBe(false);
  });

  it("for the signed-in owner, keeps the chosen mandala among theirs and opens its colouring", async () => {
    signInAs();
    const seen = recordFetch(({ url, method }) => {
      if (url.pathname === "/draw/api/v1/free/learningsets/garmoniya-v-pare/mandalas") return { body: set };
      if (method === "POST" && url.pathname.endsWith("/mandalas/1/colouring"))
        return { body: { mandala_id: 42 } };
      return undefined;
    });
    renderRoute(<SetColourPage />, "/nabory/garmoniya-v-pare/raskrasit", PATTERN);
    expect(await screen.findByText(/сохраняется в вашем личном кабинете/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Раскрасить мандалу «Нам тепло вместе»" }));
    expect(await screen.findByText("elsewhere")).toBeTruthy();
    const started = seen.find((r) => r.method === "POST");
    expect(started?.url.pathname).toBe(
      "/draw/api/v1/free/learningsets/garmoniya-v-pare/mandalas/1/colouring",
    );
    expect(started?.headers.get("authorization")).toMatch(/^Bearer /);
  });

  it("asks a visitor without the e-mail's link to sign in, and comes back after", () => {
    const seen = recordFetch(() => undefined);
    renderRoute(<SetColourPage />, "/nabory/garmoniya-v-pare/raskrasit", PATTERN);
    expect(screen.getByRole("link", { name: "Войти" }).getAttribute("href")).toBe(
      `/signin?redirect=${encodeURIComponent("/nabory/garmoniya-v-pare/raskrasit")}`,
    );
    expect(seen).toHaveLength(0);
  });

  it("tells an owner who has not bought the set why, in the server's words, with the way to the set", async () => {
    signInAs();
    recordFetch(() => ({
      status: 403,
      body: { code: "catalogue.setNotOwned", error: "Этот набор не куплен с вашей учётной записью" },
    }));
    renderRoute(<SetColourPage />, "/nabory/garmoniya-v-pare/raskrasit", PATTERN);
    expect((await screen.findByRole("alert")).textContent).toContain("не куплен с вашей учётной записью");
    expect(screen.getByRole("link", { name: "Открыть страницу набора" }).getAttribute("href")).toBe(
      "/nabory/garmoniya-v-pare",
    );
  });
});
