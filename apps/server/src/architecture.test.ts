/**
 * The server's module boundary (docs: design/architecture.md, "Layout"): a module under
 * src/modules/<name>/ reaches another module only through that module's public entry,
 * modules/<other>/index.ts. Inside a module anything goes; the composition root (app.ts, the message
 * catalogue, the GraphQL builder, the seed) wires modules together; tests may arrange data through
 * another module's internals.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "oxc-parser";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SRC, "modules");

/** Every .ts file under `dir` that is not a test, as absolute paths. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !/\.test(-support)?\.ts$/.test(file))
    .map((file) => join(dir, file));
}

/** The module a path lies in (`modules/<name>`), or null outside modules/. */
function moduleOf(path: string): string | null {
  const inside = relative(MODULES, path);
  if (inside.startsWith("..") || inside === "") return null;
  return inside.split(sep)[0] ?? null;
}

/** Static imports, re-exports and dynamic imports (of a string literal) of a file, read by a parser. */
function importSpecifiers(text: string): string[] {
  const { module } = parseSync("file.ts", text, { lang: "ts", sourceType: "module" });
  const dynamic = module.dynamicImports
    .map(({ moduleRequest }) => text.slice(moduleRequest.start, moduleRequest.end))
    .filter((request) => /^(["'`])[^"'`$]*\1$/.test(request))
    .map((request) => request.slice(1, -1));
  return [
    ...module.staticImports.map((statement) => statement.moduleRequest.value),
    ...module.staticExports.flatMap((statement) => statement.entries[0]?.moduleRequest?.value ?? []),
    ...dynamic,
  ];
}

/** The imports of `file` (its text `text`) that reach into another module past its index.ts. */
function crossingsOf(file: string, text: string): string[] {
  const from = moduleOf(file);
  if (from === null) return [];
  return importSpecifiers(text)
    .filter((specifier) => specifier.startsWith("."))
    .filter((specifier) => {
      const target = resolve(dirname(file), specifier);
      const to = moduleOf(target);
      return to !== null && to !== from && target !== join(MODULES, to, "index.ts");
    });
}

/** `importer: specifier` for every crossing of `files`, the importer relative to src/. */
function crossings(files: string[]): string[] {
  return files.flatMap((file) =>
    crossingsOf(file, readFileSync(file, "utf8")).map(
      (specifier) => `${relative(SRC, file).split(sep).join("/")}: ${specifier}`,
    ),
  );
}

describe("the server's module boundary", () => {
  it("reads the import specifiers it checks", () => {
    const text = `
      const title = "Мандала желаний"; // text before the imports that is not ASCII
      import { a } from "./a.ts";
      import type { B } from "../b.ts";
      import "./c.ts";
      export { d, dd } from './d.ts';
      export const local = 1;
      const e = () => import("./e.ts");
      const computed = (name: string) => import(\`./\${name}.ts\`);
      import {
        g,
      } from "./g.ts";`;
    expect(importSpecifiers(text).sort()).toEqual([
      "../b.ts",
      "./a.ts",
      "./c.ts",
      "./d.ts",
      "./e.ts",
      "./g.ts",
    ]);
  });

  it("tells a crossing from an import of the entry, of the module itself or of shared code", () => {
    const text = [
      'import { a } from "../identity/tokens.ts";',
      'import { b } from "../identity/index.ts";',
      'import { c } from "./blog.service.ts";',
      'import { d } from "../../errors.ts";',
      'import { e } from "../../../test/factories.ts";',
    ].join("\n");
    expect(crossingsOf(join(MODULES, "blog", "x.ts"), text)).toEqual(["../identity/tokens.ts"]);
    expect(crossingsOf(join(SRC, "app.ts"), 'import { f } from "./modules/identity/tokens.ts";')).toEqual([]);
  });

  it("reaches every module only through its index.ts", () => {
    expect(crossings(sourceFiles(SRC)), "imports past another module's index.ts").toEqual([]);
  });

  it("keeps the catalogue on no cycle: it sells sets through billing, and nothing it reaches reaches it back", () => {
    const uses = new Map<string, Set<string>>();
    for (const file of sourceFiles(MODULES)) {
      const from = moduleOf(file);
      if (from === null) continue;
      for (const specifier of importSpecifiers(readFileSync(file, "utf8"))) {
        const to = moduleOf(resolve(dirname(file), specifier));
        if (to !== null && to !== from) uses.set(from, (uses.get(from) ?? new Set()).add(to));
      }
    }
    const reached = (start: string) => {
      const seen = new Set<string>();
      const visit = (name: string) => {
        for (const next of uses.get(name) ?? []) {
          if (seen.has(next)) continue;
          seen.add(next);
          visit(next);
        }
      };
      visit(start);
      return seen;
    };
    expect(reached("catalogue").has("billing")).toBe(true);
    const back = [...reached("catalogue")].filter((name) => reached(name).has("catalogue"));
    expect(back, "modules the catalogue reaches that reach it back").toEqual([]);
  });

  it("lets content own no table: page heads and the sitemap ask the blog and the catalogue through their indexes", () => {
    const schema = join(SRC, "db", "schema.ts");
    const readers = sourceFiles(join(MODULES, "content"))
      .filter((file) =>
        importSpecifiers(readFileSync(file, "utf8")).some(
          (specifier) => resolve(dirname(file), specifier) === schema,
        ),
      )
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(readers, "content files importing the tables (db/schema.ts)").toEqual([]);
    const tagReaders = sourceFiles(MODULES)
      .filter((file) => moduleOf(file) !== "blog" && /\bblogTags\b/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(tagReaders, "files outside modules/blog naming the blog_tags table").toEqual([]);
  });

  it("gives replacing an avatar one owner: the account's profile service saves it, for REST and GraphQL", () => {
    const owner = join(MODULES, "account", "profile.service.ts");
    const savers = sourceFiles(SRC)
      .filter((file) => file !== owner && /\bavatars\.save\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(savers, "files saving an avatar outside account/profile.service.ts").toEqual([]);
  });

  it("lets only the mandalas module write the saved mandalas (saving a drawing has one owner)", () => {
    const writes =
      /\.(insert|update|delete)\(\s*savedMandalas\b|\b(insert\s+into|update|delete\s+from)\s+"?saved_mandalas\b/i;
    expect(writes.test("db.insert(savedMandalas).values(row)")).toBe(true);
    expect(writes.test('sql`delete from "saved_mandalas" where id = 1`')).toBe(true);
    expect(writes.test("db.select().from(savedMandalas)")).toBe(false);
    const writers = sourceFiles(SRC)
      .filter((file) => moduleOf(file) !== "mandalas" && !file.endsWith(join("db", "schema.ts")))
      .filter((file) => writes.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(writers, "files writing saved_mandalas outside modules/mandalas").toEqual([]);
  });

  it("lets modules raise domain errors only, never a status of their own", () => {
    // errors.ts maps their codes to statuses (decision 016). What remains is transport: blog.routes.ts
    // answers HTTP-level failures of /graphql itself; two routes answer their own unexpected failure (500).
    const transport = [
      join("blog", "blog.routes.ts"),
      join("billing", "billing.routes.ts"),
      join("catalogue", "learning-sets.routes.ts"),
    ];
    const chosen = [...sourceFiles(MODULES), ...sourceFiles(join(SRC, "jobs"))]
      .filter((file) => !transport.some((path) => file.endsWith(path)))
      .filter((file) => readFileSync(file, "utf8").includes("new AppError("))
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(chosen, "files that choose an HTTP status").toEqual([]);
  });

  it("gives the tier check one owner: only drawing/rights.ts reads what a tier opens", () => {
    const decides = /\brights\??\.advanced\b|\btier\s*[!=]==\s*"(basic|advanced)"\s*(\|\||&&)/;
    expect(decides.test('if (shape.tier === "advanced" && !rights.advanced) throw')).toBe(true);
    expect(decides.test('(tier) => tier === "basic" || plan.advanced')).toBe(true);
    expect(decides.test('SHAPES.filter((shape) => shape.tier === "basic")')).toBe(false);
    const owner = join(MODULES, "drawing", "rights.ts");
    const deciders = sourceFiles(SRC)
      .filter((file) => file !== owner && decides.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(deciders, "files deciding what a tier opens outside modules/drawing/rights.ts").toEqual([]);
  });

  it("reaches no private member of a library and sets no V8 flag (decisions 022, 023 and 032)", () => {
    const privateOrFlag = /\.\s*_[A-Za-z]\w*|\[\s*["'`]_[A-Za-z]|setFlagsFromString/;
    expect(privateOrFlag.test("await client._runExclusiveQuery(run)")).toBe(true);
    expect(privateOrFlag.test('v8.setFlagsFromString("--expose-gc")')).toBe(true);
    expect(privateOrFlag.test("const snake_case = a.b;")).toBe(false);
    const offenders = sourceFiles(SRC)
      .filter((file) => privateOrFlag.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file).split(sep).join("/"));
    expect(offenders, "files touching a library's private members or V8 flags").toEqual([]);
  });
});
