import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FALLBACK_MESSENGER_URL } from "../../api/site-settings.ts";
import { recordFetch, renderRoute } from "../../test/fixtures.tsx";
import { list } from "../../test/learning-sets.ts";
import { SetsPage } from "./sets-page.tsx";

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("SetsPage", () => {
  it("lists the sets by topic with prices, old prices and discounts", async () => {
    recordFetch(({ url }) => {
      if (url.pathname === "/draw/api/v1/free/learningsets/") return { body: list };
      if (url.pathname === "/draw/api/v1/free/site/")
        return { body: { messenger_url: "https://t.me/custom" } };
      return undefined;
    });
    renderRoute(<SetsPage />, "/nabory/");
    const topic = await screen.findByRole("region", { name: "Любовь и отношения" });
    expect(within(topic).getByText("Мандалы для гармонии в паре.")).toBeTruthy();
    const cards = within(topic).getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: "Гармония в паре" }).getAttribute("href")).toBe(
      "/nabory/garmoniya-v-pare",
    );
    expect(plain(first.querySelector("strong")?.textContent ?? null)).toBe("990 ₽");
    expect(plain(first.querySelector("s")?.textContent ?? null)).toBe("1 390 ₽");
    expect(within(first).getByText("Скидка 29%")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText("Скидка 34%")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Пустая тема" })).toBeNull();
    const individual = await screen.findByRole("link", { name: /индивидуальный набор/i });
    await expect.poll(() => individual.getAttribute("href")).toBe("https://t.me/custom");
  });

  it("shows the Russian load failure with a retry that reloads", async () => {
    let fail = true;
    recordFetch(({ url }) => {
      if (url.pathname !== "/draw/api/v1/free/learningsets/") return undefined;
      return fail ? { status: 500, body: { error: "boom" } } : { body: list };
    });
    renderRoute(<SetsPage />, "/nabory/");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Не удалось загрузить информацию. Попробуйте ещё раз");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Повторить" }));
    expect(await screen.findByRole("region", { name: "Любовь и отношения" })).toBeTruthy();
    // Without a site setting, the individual set links to the clearly marked fallback chat.
    expect(screen.getByRole("link", { name: /индивидуальный набор/i }).getAttribute("href")).toBe(
      FALLBACK_MESSENGER_URL,
    );
  });

  it("says so when there are no sets yet", async () => {
    recordFetch(({ url }) => (url.pathname.endsWith("/learningsets/") ? { body: { data: [] } } : undefined));
    renderRoute(<SetsPage />, "/nabory/");
    expect(await screen.findByText(/Наборы скоро появятся/)).toBeTruthy();
  });
});
