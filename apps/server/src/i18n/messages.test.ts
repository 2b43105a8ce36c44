import { describe, expect, it } from "vitest";
import { MESSAGES, translate } from "./messages.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe("the message catalogue", () => {
  it("has a Russian and an English text for every code, with the same placeholders", () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect(texts.ru.trim(), code).not.toBe("");
      expect(texts.en.trim(), code).not.toBe("");
      expect(placeholders(texts.en), code).toEqual(placeholders(texts.ru));
    }
  });

  it("fills placeholders from the parameters and leaves unknown ones as written", () => {
    expect(translate("blog.tooCostly", "en", { cost: 12, max: 10 })).toBe(
      "The query is too complex: cost at least 12, limit 10",
    );
    expect(translate("blog.tooCostly", "ru", { cost: 12 })).toBe(
      "Запрос слишком сложный: стоимость не меньше 12 при пределе {max}",
    );
  });
});
