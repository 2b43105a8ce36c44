import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordFetch, renderRoute, signInAs } from "../../test/fixtures.tsx";
import { detail } from "../../test/learning-sets.ts";
import { SetPage } from "./set-page.tsx";

describe("SetPage", () => {
  it("shows the set, its discount, contents and the description as the server's sanitized HTML", async () => {
    recordFetch(({ url }) =>
      url.pathname === "/draw/api/v1/free/learningsets/garmoniya-v-pare" ? { body: detail } : undefined,
    );
    renderRoute(<SetPage />, "/nabory/garmoniya-v-pare", "/nabory/:id");
    expect(await screen.findByRole("heading", { level: 1, name: "Гармония в паре" })).toBeTruthy();
    expect(screen.getByText("Скидка 29%")).toBeTruthy();
    expect(screen.getByText("Мандал в наборе: 12")).toBeTruthy();
    expect(screen.getByText("Памятка по медитации")).toBeTruthy();
    expect(screen.getByText("абзац").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "Купить набор" }).getAttribute("href")).toBe(
      "/nabory/garmoniya-v-pare/kupit",
    );
    expect(screen.queryByText("Вы уже купили этот набор")).toBeNull();
  });

  it("tells a signed-in owner the set is already bought", async () => {
    signInAs({ id: 7, username: "anna" });
    const seen = recordFetch(({ url }) =>
      url.pathname.endsWith("/garmoniya-v-pare") ? { body: { ...detail, purchased: true } } : undefined,
    );
    renderRoute(<SetPage />, "/nabory/garmoniya-v-pare", "/nabory/:id");
    expect(await screen.findByText("Вы уже купили этот набор")).toBeTruthy();
    const asked = seen.find((r) => r.url.pathname.endsWith("/garmoniya-v-pare"));
    expect(asked?.headers.get("authorization")).toMatch(/^Bearer /);
    expect(screen.getByRole("button", { name: "Скачать PDF набора «Гармония в паре»" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Купить набор" })).toBeNull();
  });

  it("tells the owner why a download failed, in the server's words", async () => {
    signInAs({ id: 7, username: "anna" });
    recordFetch(({ url }) =>
      url.pathname.endsWith("/download")
        ? { status: 403, body: { error: "Этот набор не куплен с вашей учётной записью" } }
        : url.pathname.endsWith("/garmoniya-v-pare")
          ? { body: { ...detail, purchased: true } }
          : undefined,
    );
    renderRoute(<SetPage />, "/nabory/garmoniya-v-pare", "/nabory/:id");
    fireEvent.click(await screen.findByRole("button", { name: "Скачать PDF набора «Гармония в паре»" }));
    expect((await screen.findByRole("alert")).textContent).toContain("не куплен с вашей учётной записью");
  });

  it("says when there is no such set", async () => {
    recordFetch(() => ({ status: 404, body: { code: "catalogue.setNotFound", error: "Набор не найден" } }));
    renderRoute(<SetPage />, "/nabory/nope", "/nabory/:id");
    expect(await screen.findByRole("heading", { name: "Такого набора нет" })).toBeTruthy();
  });
});
