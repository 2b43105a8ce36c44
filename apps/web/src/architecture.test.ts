/**
 * The web app's dependency rule (docs/architecture.md): `ui/` and `api/`
 * → `features/*` → `routes.tsx`. A feature imports only from itself and the shared layers, never from
 * another feature; `ui/` and `api/` never import a feature.
 */
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadsZod } from "../scripts/forms-chunk.ts";

const SRC = dirname(fileURLToPath(import.meta.url));
const FEATURES = join(SRC, "features");

/** Every .ts/.tsx file under `dir`, as absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

/** Static imports, re-exports, dynamic imports and `vi.mock` paths of a module's text. */
function importSpecifiers(text: string): string[] {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^"';]*?\sfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*["']([^"']+)["']/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? ""));
}

/** The feature folder a path lies in (`features/<name>`), or null outside features/. */
function featureOf(path: string): string | null {
  const inside = relative(FEATURES, path);
  if (inside.startsWith("..") || inside === "") return null;
  return inside.split(sep)[0] ?? null;
}

/** `file: specifier` for each relative import of `files` that `isBad(importer, target)` rejects. */
function violations(files: string[], isBad: (file: string, target: string) => boolean): string[] {
  return files.flatMap((file) =>
    importSpecifiers(readFileSync(file, "utf8"))
      .filter((specifier) => specifier.startsWith("."))
      .filter((specifier) => isBad(file, resolve(dirname(file), specifier)))
      .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
  );
}

describe("the web app's dependency rule", () => {
  it("reads the import specifiers it checks", () => {
    expect(
      importSpecifiers(
        [
          'import { a } from "./a.ts";',
          'import type { B } from "../b.ts";',
          'import "./c.css";',
          "export { d } from './d.ts';",
          'const e = () => import("./e.tsx");',
          'vi.mock("./f.ts", () => ({}));',
          'import {\n  g,\n  h,\n} from "./gh.ts";',
        ].join("\n"),
      ).sort(),
    ).toEqual(["../b.ts", "./a.ts", "./c.css", "./d.ts", "./e.tsx", "./f.ts", "./gh.ts"]);
  });

  it("keeps every feature out of the other features", () => {
    const crossing = violations(sourceFiles(FEATURES), (file, target) => {
      const to = featureOf(target);
      return to !== null && to !== featureOf(file);
    });
    expect(crossing, "imports that reach into another feature").toEqual([]);
  });

  it("keeps ui/ and api/ free of features", () => {
    const shared = [...sourceFiles(join(SRC, "ui")), ...sourceFiles(join(SRC, "api"))];
    const upward = violations(shared, (_file, target) => featureOf(target) !== null);
    expect(upward, "imports from ui/ or api/ into features/").toEqual([]);
  });
});

/** Every package a module reaches through its relative imports (static and dynamic), by name. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const reached = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
      if (specifier.startsWith(".")) visit(resolve(dirname(file), specifier));
      else if (!reached.has(specifier)) reached.set(specifier, relative(SRC, file));
    }
  };
  visit(entry);
  return reached;
}

describe("the home document (src/entry-home.tsx)", () => {
  it("reaches none of the router's code, which would double its weight (docs/decisions/006)", () => {
    const packages = packagesReachedFrom(join(SRC, "entry-home.tsx"));
    expect(packages.has("react"), "the walk follows the imports").toBe(true);
    const router = [...packages].filter(([name]) => name.startsWith("react-router"));
    expect(router.map(([name, file]) => `${file}: ${name}`)).toEqual([]);
  });
});

/** A call that writes a date: `toLocale…String`, or `Intl.DateTimeFormat(…)` with or without `new`. */
const formatsADate = /\.toLocale(?:Date|Time)?String\(|\bIntl\s*\.\s*DateTimeFormat\s*\(/;

/** The files of `files` (path, text) other than ui/dates.ts that write a date, relative to src/. */
function dateWriters(files: { path: string; text: string }[]): string[] {
  return files
    .filter(({ path }) => !/\.test\.tsx?$/.test(path) && path !== join(SRC, "ui", "dates.ts"))
    .filter(({ text }) => formatsADate.test(text))
    .map(({ path }) => relative(SRC, path));
}

describe("dates on the web", () => {
  it("finds a feature writing a date itself, with `new Intl.DateTimeFormat` or without `new`", () => {
    const planted = [
      [
        "features/blog/post-date.tsx",
        "const at = Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);",
      ],
      ["features/account/joined.tsx", "new Intl.DateTimeFormat(lang).format(joined)"],
      ["features/billing/until.tsx", "new Date(until).toLocaleDateString(lang)"],
      ["ui/dates.ts", "format = new Intl.DateTimeFormat(locale, STYLES[style]);"],
      ["features/print/types.ts", "const formats = new Map<string, Intl.DateTimeFormat>();"],
    ].map(([path = "", text = ""]) => ({ path: join(SRC, path), text }));
    expect(dateWriters(planted).map((path) => path.split(sep).join("/"))).toEqual([
      "features/blog/post-date.tsx",
      "features/account/joined.tsx",
      "features/billing/until.tsx",
    ]);
  });

  it("are written by ui/dates.ts alone: no other module formats a date", () => {
    const files = sourceFiles(SRC).map((path) => ({ path, text: readFileSync(path, "utf8") }));
    expect(dateWriters(files)).toEqual([]);
  });
});

/**
 * A feature deciding on an outcome the server names by code: not found (404), a conflict (409), gone
 * (410). Those are read with `errorCode`; the statuses of a class of answer stay (400 invalid input,
 * 401 the session, 402/403 a refusal shown with the server's reason, 429 a wait).
 */
const decidesOnOutcomeStatus = /\.status\s*[!=]==?\s*(?:404|409|410)\b|\bstatus\s*===?\s*(?:404|409|410)\b/;

/**
 * The feature files of `files` (path, text) that decide on an API answer's 404, 409 or 410 status,
 * relative to src/ (the router's own 404, with no API error in sight, is not one).
 */
function outcomeStatusReaders(files: { path: string; text: string }[]): string[] {
  return files
    .filter(({ path }) => featureOf(path) !== null && !/\.test\.tsx?$/.test(path))
    .filter(({ text }) => /\bApiError\b/.test(text) && decidesOnOutcomeStatus.test(text))
    .map(({ path }) => relative(SRC, path));
}

describe("the server's refusals on the web", () => {
  it("finds a feature deciding on a 404, 409 or 410 status", () => {
    const planted = [
      ["features/blog/post-page.tsx", "const missing = error instanceof ApiError && error.status === 404;"],
      ["features/billing/buy.tsx", "if (!(error instanceof ApiError) || error.status !== 409) return null;"],
      [
        "features/sets/link.tsx",
        "const status = error instanceof ApiError ? error.status : 0;\nif (status === 410) body = <Gone />;",
      ],
      [
        "features/sets/wait.tsx",
        "if (error instanceof ApiError && error.status === 429) return wait(error);",
      ],
      ["features/layout/route-error.tsx", "isRouteErrorResponse(error) && error.status === 404"],
      ["api/client.ts", "if (response.status === 404) return null;"],
    ].map(([path = "", text = ""]) => ({ path: join(SRC, path), text }));
    expect(outcomeStatusReaders(planted).map((path) => path.split(sep).join("/"))).toEqual([
      "features/blog/post-page.tsx",
      "features/billing/buy.tsx",
      "features/sets/link.tsx",
    ]);
  });

  it("features decide on the server's error codes for them", () => {
    const files = sourceFiles(FEATURES).map((path) => ({ path, text: readFileSync(path, "utf8") }));
    expect(outcomeStatusReaders(files)).toEqual([]);
  });
});

/** The contract's sources: its index loads zod and every schema (the forms chunk, ~38 KB gzip). */
const CONTRACT = join(SRC, "..", "..", "..", "packages", "contract", "src");

/** The value (not `import type`) imports of a module's text: the names it takes, and from where. */
function valueImports(text: string): { names: string[]; from: string }[] {
  return [...text.matchAll(/\bimport\s+(?!type\b)\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
    .map((match) => ({
      names: (match[1] ?? "")
        .split(",")
        .map((name) => name.trim())
        .filter((name) => name !== "" && !name.startsWith("type "))
        .map((name) => name.split(/\s+as\s+/)[0] ?? name),
      from: match[2] ?? "",
    }))
    .filter(({ names }) => names.length > 0);
}

/** A schema, or a function that builds one: what a form takes from the contract's index. */
const isSchema = (name: string) => /^Z[A-Z]|Schema$/.test(name);

/**
 * The files of `files` that take a value from the contract's index without a schema: a page needing
 * only a plain value (a limit, an edition, the settings' names) imports it from a zod-free subpath.
 */
function plainValuesFromIndex(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    valueImports(text)
      .filter(({ from, names }) => from === "@mandala/contract" && !names.some(isSchema))
      .map(({ names }) => `${relative(SRC, path)}: ${names.join(", ")}`),
  );
}

/** The contract subpaths the files take values from that load zod (`read`: a contract file's text). */
function zodSubpaths(files: { path: string; text: string }[], read: (file: string) => string): string[] {
  const subpaths = files.flatMap(({ text }) =>
    valueImports(text).flatMap(({ from }) => (from.startsWith("@mandala/contract/") ? [from.slice(18)] : [])),
  );
  return [...new Set(subpaths)].filter((name) => loadsZod(join(CONTRACT, `${name}.ts`), read)).sort();
}

describe("the contract's schemas on the web", () => {
  const productFiles = () =>
    sourceFiles(SRC)
      .filter((path) => !/\.test\.tsx?$/.test(path) && !path.startsWith(join(SRC, "test")))
      .map((path) => ({ path, text: readFileSync(path, "utf8") }));
  const readContract = (file: string) => readFileSync(file, "utf8");

  it("finds a page taking a plain value from the index, and a subpath that loads zod", () => {
    const planted = [
      { path: join(SRC, "a.ts"), text: 'import { PHRASE_MAX_LENGTH } from "@mandala/contract";' },
      {
        path: join(SRC, "b.ts"),
        text: 'import { emailSchema, PASSWORD_MIN_LENGTH } from "@mandala/contract";',
      },
      { path: join(SRC, "c.ts"), text: 'import type { TDrawReply } from "@mandala/contract";' },
      { path: join(SRC, "d.ts"), text: 'import { ZEmail } from "@mandala/contract/email";' },
      { path: join(SRC, "e.ts"), text: 'import { formatRub } from "@mandala/contract/money";' },
    ];
    expect(plainValuesFromIndex(planted)).toEqual(["a.ts: PHRASE_MAX_LENGTH"]);
    const contract: Record<string, string> = {
      email: 'import { x } from "./common.ts";',
      common: 'import { z } from "zod";',
      money: 'import type { Locale } from "./pages.ts";',
    };
    expect(zodSubpaths(planted, (file) => contract[basename(file, ".ts")] ?? "")).toEqual(["email"]);
  });

  it("are loaded only where a form uses them: plain values come from zod-free subpaths", () => {
    const files = productFiles();
    expect(plainValuesFromIndex(files), "plain values taken from the index").toEqual([]);
    expect(zodSubpaths(files, readContract), "subpaths that load zod").toEqual([]);
  });
});
