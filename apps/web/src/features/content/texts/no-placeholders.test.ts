/**
 * What a customer reads must never again carry a placeholder of the operator's details or a reserved
 * example domain: the web app's sources, texts and public files are searched for them (tests and their helpers excepted).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "../../../..");
const FORBIDDEN =
  /\[указать\]|\[to be specified\]|mandala\.example|support@example|\bexample\.(com|org|net)\b/i;
const TEXT = /\.(tsx?|json|html|css|txt|xml|svg|webmanifest)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // Test helpers (src/test, a feature's test/) are no one's page.
    if (statSync(file).isDirectory()) return name === "test" ? [] : files(file);
    return TEXT.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("the customer-visible sources", () => {
  it("carry no placeholder of the seller's details and no example domain", () => {
    const sources = [
      ...files(path.join(WEB, "src")),
      ...files(path.join(WEB, "public")),
      path.join(WEB, "index.html"),
    ];
    expect(sources.length).toBeGreaterThan(100);
    const offending = sources.filter((file) => FORBIDDEN.test(readFileSync(file, "utf8")));
    expect(offending.map((file) => path.relative(WEB, file))).toEqual([]);
  });
});
