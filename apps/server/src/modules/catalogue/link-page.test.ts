import { describe, expect, it } from "vitest";
import { deadLinkPage } from "./link-page.ts";

describe("the page for a dead file link", () => {
  it("names the support address to write to, in the page's language", () => {
    const ru = deadLinkPage("unknown", "ru", "help@mandala-shop.ru");
    expect(ru).toContain(
      '<p>Не получается? Напишите нам: <a href="mailto:help@mandala-shop.ru">help@mandala-shop.ru</a></p>',
    );
    const en = deadLinkPage("refunded", "en", "help@mandala-shop.ru");
    expect(en).toContain('Still stuck? Write to us: <a href="mailto:help@mandala-shop.ru">');
    expect(en).not.toMatch(/[а-яё]/i);
  });

  it("says nothing of support on a copy without an address", () => {
    const page = deadLinkPage("freeSetMissing", "ru", null);
    expect(page).toContain("Файл не найден");
    expect(page).not.toContain("mailto:");
    expect(page).not.toContain("Напишите нам");
  });
});
