/**
 * The prose of mails, pages and PDFs as data (PROSE): both languages for every key, alike in their
 * placeholders and paragraphs, each in its own alphabet; and every `prose`/`proseLines` call in the
 * product names keys that exist and passes exactly the placeholders they have, read from its source.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { productFilesMatching } from "../../test/product-files.ts";
import { PROSE } from "./messages.ts";

const CYRILLIC = /[А-Яа-яЁё]/;
const LATIN = /[A-Za-z]/;
const PLACEHOLDER = /\{(\w+)\}/g;

const placeholdersOf = (text: string) =>
  [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort();
/** The keys that more than one of the catalogue texts `catalogues` (JSON objects) define. */
function keysInSeveral(catalogues: string[]): string[] {
  const keys = catalogues.flatMap((text) => Object.keys(JSON.parse(text) as object));
  return [...new Set(keys.filter((key, index) => keys.indexOf(key) !== index))].sort();
}

const withoutPlaceholders = (text: string) => text.replace(PLACEHOLDER, "");

/**
 * `text` cut at its commas outside brackets, strings and templates; stops at a closing bracket that
 * was not opened in `text` (the end of a call's arguments).
 */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  const open: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    const inside = open.at(-1);
    if (inside === '"' || inside === "'" || inside === "`") {
      if (char === "\\") i++;
      else if (char === inside) open.pop();
      else if (inside === "`" && char === "$" && text[i + 1] === "{") {
        open.push("${");
        i++;
      }
    } else if (`"'\`([{`.includes(char)) open.push(char);
    else if (")]}".includes(char)) {
      if (open.length === 0) return [...parts, text.slice(start, i)].map((part) => part.trim());
      open.pop();
    } else if (char === "," && open.length === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)].map((part) => part.trim());
}

interface ProseCall {
  where: string;
  /** The keys the call can name: its dotted string literals (both of a `?:`), or its template's. */
  keys: string[];
  params: string[];
}

/** The product's `prose(key, locale, { params })` and `proseLines(…)` calls, as written. */
function proseCalls(): ProseCall[] {
  const catalogue = Object.keys(PROSE);
  return productFilesMatching(/\bprose(Lines)?\(/, "i18n/messages.ts").flatMap((file) => {
    const source = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
    return [...source.matchAll(/\bprose(?:Lines)?\(/g)].map((match) => {
      const where = `${file}:${source.slice(0, match.index).split("\n").length}`;
      const [key = "", , params = ""] = topLevelParts(source.slice(match.index + match[0].length));
      const keys = key.startsWith("`")
        ? catalogue.filter((name) =>
            new RegExp(
              `^${key
                .slice(1, -1)
                .replace(/\./g, "\\.")
                .replace(/\$\{[^}]*\}/g, "\\w+")}$`,
            ).test(name),
          )
        : [...key.matchAll(/"(\w+(?:\.\w+)+)"/g)].map((m) => m[1] ?? "");
      const entries = params ? topLevelParts(params.slice(1, -1)).filter(Boolean) : [];
      return { where, keys, params: entries.map((entry) => /^(\w+)\s*(:|$)/.exec(entry)?.[1] ?? entry) };
    });
  });
}

describe("the prose", () => {
  const entries = Object.entries(PROSE);

  it.each(entries)("%s: both languages, the same placeholders and paragraphs", (_key, { ru, en }) => {
    expect(ru.trim()).not.toBe("");
    expect(en.trim()).not.toBe("");
    expect(placeholdersOf(en)).toEqual(placeholdersOf(ru));
    expect(en.split("\n")).toHaveLength(ru.split("\n").length);
  });

  it.each(entries)("%s: no Russian in English, no Russian paragraph without Russian", (_key, { ru, en }) => {
    expect(withoutPlaceholders(en)).not.toMatch(CYRILLIC);
    const enLines = en.split("\n");
    ru.split("\n").forEach((line, index) => {
      if (LATIN.test(withoutPlaceholders(enLines[index] ?? "")))
        expect(withoutPlaceholders(line)).toMatch(CYRILLIC);
    });
  });

  const calls = proseCalls();

  it("is read by calls that name existing keys and pass exactly their placeholders", () => {
    expect(calls.length).toBeGreaterThan(0);
    for (const { where, keys, params } of calls) {
      expect(keys, `${where}: the key is a literal, or a template of existing keys`).not.toEqual([]);
      const passed = [...params].sort();
      for (const key of keys) {
        expect(PROSE, where).toHaveProperty([key]);
        const needed = placeholdersOf(PROSE[key as keyof typeof PROSE]?.ru ?? "");
        expect(passed, `${where}: ${key} needs`).toEqual(expect.arrayContaining(needed));
      }
      const known = new Set(
        keys.flatMap((key) => placeholdersOf(PROSE[key as keyof typeof PROSE]?.ru ?? "")),
      );
      expect(
        passed.filter((param) => !known.has(param)),
        `${where}: params no text of ${keys} has`,
      ).toEqual([]);
    }
  });

  it("has each key in one catalogue file: merged, a second one would silently win", () => {
    const src = new URL("../", import.meta.url);
    const files = readdirSync(src, { recursive: true, encoding: "utf8" }).filter((file) =>
      /\.(prose|messages)\.json$/.test(file),
    );
    expect(files.length, "the catalogues are found").toBeGreaterThan(10);
    expect(keysInSeveral(files.map((file) => readFileSync(new URL(file, src), "utf8")))).toEqual([]);
    expect(keysInSeveral(['{ "a.x": {}, "a.y": {} }', '{ "a.y": {} }']), "a planted twin").toEqual(["a.y"]);
  });

  it("has no key that nothing reads", () => {
    const read = new Set(calls.flatMap((call) => call.keys));
    expect(entries.map(([key]) => key).filter((key) => !read.has(key))).toEqual([]);
  });
});
