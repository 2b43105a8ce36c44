/**
 * The server's one way to count a word: «21 день», «3 дня», «30 дней», and nowhere a number written
 * before a Russian counted noun by hand.
 */
import { describe, expect, it } from "vitest";
import { productFilesMatching } from "../../test/product-files.ts";
import { countOf } from "./plural.ts";

describe("a counted word", () => {
  it.each([
    [1, "1 день"],
    [2, "2 дня"],
    [5, "5 дней"],
    [11, "11 дней"],
    [21, "21 день"],
    [24, "24 дня"],
    [30, "30 дней"],
    [101, "101 день"],
    [1.5, "1.5 дней"],
  ])("%s in Russian: %s", (n, text) => {
    expect(countOf(n, "day", "ru")).toBe(text);
  });

  it("in English: one, or more", () => {
    expect(countOf(1, "hour", "en")).toBe("1 hour");
    expect(countOf(24, "hour", "en")).toBe("24 hours");
    expect(countOf(0, "mandala", "en")).toBe("0 mandalas");
  });
});

/** A number interpolated right before a Russian noun that changes with it. */
const BY_HAND =
  /\$\{[^}]+\} (?:дн(?:я|ей)|день|час(?:а|ов)?|минут[аы]?|мандал[аы]?|фигур[аы]?|метод(?:а|ов)?|шаблон(?:а|ов)?)[\s.,:;)]/;

describe("the one home of server plurals", () => {
  it("no product file writes a counted Russian word after a number by hand", () => {
    expect(productFilesMatching(BY_HAND)).toEqual([]);
  });
});
