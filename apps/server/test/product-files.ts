/** The server's product files (src/, tests left out), read for the rules tests that look for a rule's second home. */
import { readdirSync, readFileSync } from "node:fs";

const SRC = new URL("../src/", import.meta.url);

/** The product files under src/ whose text matches `pattern`, `home` (the rule's one place) left out, relative to src/. */
export function productFilesMatching(pattern: RegExp, home?: string): string[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && file !== home)
    .filter((file) => pattern.test(readFileSync(new URL(file, SRC), "utf8")));
}
