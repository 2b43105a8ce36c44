import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { recordFetch, renderRoute } from "../../../test/fixtures.tsx";
import { ResendLinksForm } from "./resend-links-form.tsx";

describe("ResendLinksForm", () => {
  it("checks the address (a Cyrillic one is fine), sends it and says where to look", async () => {
    const seen = recordFetch(({ url, method }) =>
      url.pathname === "/draw/api/v1/free/learningsets/resend-links/" && method === "POST"
        ? { status: 202, body: { status: "accepted" } }
        : undefined,
    );
    const user = userEvent.setup();
    renderRoute(<ResendLinksForm />, "/nabory");
    const field = screen.getByLabelText(/почт/i);
    await user.type(field, "тест@почта");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку ещё раз" }));
    expect((await screen.findByRole("alert")).textContent).toBeTruthy();
    expect(seen).toHaveLength(0);
    await user.type(field, ".рф");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку ещё раз" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "Если с адресом тест@почта.рф покупали наборы",
    );
    expect(seen[0]?.body).toEqual({ email: "тест@почта.рф" });
  });

  it("says why it failed when the limit is reached", async () => {
    recordFetch(() => ({ status: 429, body: { error: "Слишком много запросов. Попробуйте позже" } }));
    const user = userEvent.setup();
    renderRoute(<ResendLinksForm />, "/nabory");
    await user.type(screen.getByLabelText(/почт/i), "anna@example.com");
    await user.click(screen.getByRole("button", { name: "Отправить ссылку ещё раз" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Слишком много запросов");
  });
});
