/**
 * A day's length has one home, packages/contract/src/days.ts (`DAY_MS`, `DAY_SECONDS`, `addDays`): no
 * other source, product or test, on the web or the server, spells a day out again.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const HOME = "packages/contract/src/days.ts";
const PACKAGES = readdirSync(join(ROOT, "packages")).map((name) => `packages/${name}/src`);
const SCANNED = ["apps/server/src", "apps/server/test", "apps/web/src", "e2e", ...PACKAGES];
const SPELLED_OUT = /24 \* 60 \* 60|60 \* 60 \* 24|86_?400_?000|const DAY_MS\s*=/;

const sources = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.split("/").includes("node_modules"));

const spellingADay = () =>
  SCANNED.flatMap(sources)
    .filter((path) => path !== HOME && SPELLED_OUT.test(readFileSync(join(ROOT, path), "utf8")))
    .sort();

describe("a day's length", () => {
  it("is spelled out only in the contract's days module", () => {
    expect(spellingADay()).toEqual([]);
  });

  it("scans every source folder it names", () => {
    for (const dir of SCANNED) expect(sources(dir).length, dir).toBeGreaterThan(0);
  });
});
