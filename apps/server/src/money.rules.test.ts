/**
 * Roubles are written in one place, `formatRub` (packages/contract/src/money.ts): no server product file
 * puts a rouble sign after an interpolated number, nor formats money with toLocaleString or
 * Intl.NumberFormat (which, next to a rouble sign, would be money written a second way).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SRC = new URL("./", import.meta.url);
const products = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .sort();

/** The lines of `text` that write money by hand, with their numbers. */
function moneyByHand(text: string): string[] {
  const lines = text.split("\n");
  return lines.flatMap((line, index) => {
    const near = lines.slice(Math.max(0, index - 2), index + 3).join("\n");
    const byHand =
      /\}\s*₽/.test(line) || (/toLocaleString\(|NumberFormat\(/.test(line) && /₽|RUB|rub/i.test(near));
    return byHand ? [`${index + 1}: ${line.trim()}`] : [];
  });
}

describe("money is written by formatRub alone", () => {
  it("finds a rouble sign after an interpolation and a locale format next to one", () => {
    const sign = `const a = "\${amount} ₽";`;
    expect(moneyByHand(sign)).toEqual([`1: ${sign}`]);
    expect(moneyByHand("const rub = (n: number) =>\n  n.toLocaleString('ru-RU') + ' ₽';")).toHaveLength(1);
    expect(moneyByHand("new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(megabytes)")).toEqual(
      [],
    );
    expect(moneyByHand(`"\${formatRub(amount, locale)}"`)).toEqual([]);
  });

  it.each(products)("%s", (path) => {
    expect(moneyByHand(readFileSync(new URL(path, SRC), "utf8"))).toEqual([]);
  });
});
