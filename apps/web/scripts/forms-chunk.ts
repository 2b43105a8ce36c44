/**
 * What the build puts in the forms chunk: zod, the form libraries, and the contract's modules that load
 * zod (its index included). The contract's plain modules (money, days, the phrase's limit, a mandala's
 * settings' names) stay out, so that a page without a form, formatting a price, does not evaluate every
 * schema with it. Used by vite.config.ts and by the architecture test that keeps plain pages off it.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

/** A value import or re-export (`import type` and `export type` left out), its specifier captured. */
const VALUE_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm;

const readSource = (file: string) => readFileSync(file, "utf8");

/** Whether the contract module `file` loads zod: itself, or through a sibling it imports or re-exports. */
export function loadsZod(file: string, read = readSource, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return [...read(file).matchAll(VALUE_IMPORT)].some(
    ([, from = ""]) =>
      from === "zod" || (from.startsWith("./") && loadsZod(join(dirname(file), from), read, seen)),
  );
}

/** Whether the build puts the module `id` (an absolute path) in the forms chunk. */
export function formsModule(id: string): boolean {
  if (/node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/.test(id)) return true;
  return /packages[\\/]contract[\\/]/.test(id) && loadsZod(id);
}
