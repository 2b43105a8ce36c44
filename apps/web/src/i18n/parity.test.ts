import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * i18next has no fallback language (index.ts): a page loads its texts in one language, so each
 * namespace must hold every key in both, plural forms aside (Russian has few/many, English one/other).
 */
const folder = (language: string) => path.join(import.meta.dirname, language);

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null)
    return [prefix.replace(/_(zero|one|two|few|many|other)$/, "")];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

const keys = (language: string, file: string) =>
  [...new Set(keysOf(JSON.parse(readFileSync(path.join(folder(language), file), "utf8"))))].sort();

describe("the interface texts", () => {
  const files = readdirSync(folder("ru")).filter((file) => file.endsWith(".json"));

  it("have the same namespaces in Russian and English", () => {
    expect(
      readdirSync(folder("en"))
        .filter((file) => file.endsWith(".json"))
        .sort(),
    ).toEqual(files.sort());
  });

  it.each(files)("%s holds the same keys in both languages", (file) => {
    expect(keys("en", file)).toEqual(keys("ru", file));
  });
});
