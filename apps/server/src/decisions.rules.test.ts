/**
 * The decision records (docs/decisions): each says where it stands, what replaced it names a record
 * that exists, and the index lists every record once.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = new URL("../../../docs/decisions/", import.meta.url);
const records = readdirSync(DIR)
  .filter((name) => /^\d{3}-.+\.md$/.test(name))
  .sort();
const numbers = new Set(records.map((name) => name.slice(0, 3)));
const index = readFileSync(new URL("README.md", DIR), "utf8");

describe("decision records", () => {
  it.each(records)("%s opens with its title and a Status line", (name) => {
    const lines = readFileSync(new URL(name, DIR), "utf8").split("\n");
    expect(lines[0]).toMatch(new RegExp(`^# ${Number(name.slice(0, 3))}\\. \\S`));
    expect(lines.slice(1, 4).some((line) => /^Status: \S/.test(line))).toBe(true);
  });

  it.each(records)("%s names only existing records as its successors", (name) => {
    const text = readFileSync(new URL(name, DIR), "utf8");
    for (const match of text.matchAll(/^Superseded by: (\d{3})/gm)) expect(numbers).toContain(match[1]);
  });

  it("the index has one row per record, each linking to a file that exists", () => {
    const linked = [...index.matchAll(/^\| \[(\d{3})\]\((\d{3}-[^)]+\.md)\) \|/gm)];
    expect(linked.map((match) => match[2]).sort()).toEqual(records);
    for (const [, number, file] of linked) expect(file?.startsWith(number ?? "-")).toBe(true);
  });
});
