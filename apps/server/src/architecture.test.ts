/**
 * The server's module boundary (docs/architecture.md, "Layout"; decision 050): a module under
 * src/modules/<name>/ reaches another module only through that module's public entry,
 * modules/<other>/index.ts, and the modules form no cycle (identity at the bottom, the features above
 * it, account above them). Inside a module anything goes; the composition root (app.ts, the message
 * catalogue, the GraphQL builder and schema, the seed) wires modules together; tests may arrange data
 * through another module's internals. Each check runs on a small planted leak too, to show it fails.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { parseSync } from "oxc-parser";
import { describe, expect, it } from "vitest";

const SRC = dirname(fileURLToPath(import.meta.url));
const MODULES = join(SRC, "modules");
const JOBS = join(SRC, "jobs");

/** A source file: its absolute path and its text (read from the tree, or planted by a test). */
interface Source {
  path: string;
  text: string;
}

/** The product sources under `dir`, read. */
function sources(dir: string): Source[] {
  return sourceFiles(dir).map((path) => ({ path, text: readFileSync(path, "utf8") }));
}

/** Planted sources, by path relative to src/. */
function planted(files: Record<string, string>): Source[] {
  return Object.entries(files).map(([path, text]) => ({ path: join(SRC, path), text }));
}

/** A path relative to src/, with forward slashes. */
const shown = (path: string) => relative(SRC, path).split(sep).join("/");

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

/** The most product files a module holds: past it, a module hides more than one job (decision 052). */
const MODULE_FILES_MAX = 25;

/** Modules holding more than MODULE_FILES_MAX product files, as "name: count". */
function oversizedModules(paths: string[]): string[] {
  const counts = new Map<string, number>();
  for (const path of paths) {
    const name = moduleOf(path);
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts]
    .filter(([, count]) => count > MODULE_FILES_MAX)
    .map(([name, count]) => `${name}: ${count}`);
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

/**
 * The imports of `file` (its text `text`) that reach into another module past its index.ts; jobs/
 * counts as a module of its own (it wires the queue, and reaches modules only through their entries).
 */
function crossingsOf(file: string, text: string): string[] {
  const inJobs = !relative(JOBS, file).startsWith("..");
  const from = inJobs ? "jobs/" : moduleOf(file);
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
function crossings(files: Source[]): string[] {
  return files.flatMap(({ path, text }) =>
    crossingsOf(path, text).map((specifier) => `${shown(path)}: ${specifier}`),
  );
}

/**
 * Which modules each module imports, by any import of any of its product files: values and types
 * alike, re-exports of its index.ts included.
 */
function moduleGraph(files: Source[]): Map<string, Set<string>> {
  const uses = new Map<string, Set<string>>();
  for (const { path, text } of files) {
    const from = moduleOf(path);
    if (from === null) continue;
    if (!uses.has(from)) uses.set(from, new Set());
    for (const specifier of importSpecifiers(text).filter((request) => request.startsWith("."))) {
      const to = moduleOf(resolve(dirname(path), specifier));
      if (to !== null && to !== from) uses.get(from)?.add(to);
    }
  }
  return uses;
}

/**
 * The graph's cycles: for each strongly connected set of modules (Tarjan's algorithm), one cycle
 * through its first module, written `a → b → a`.
 */
function moduleCycles(uses: Map<string, Set<string>>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const sets: string[][] = [];
  const connect = (name: string) => {
    index.set(name, index.size);
    low.set(name, index.get(name) ?? 0);
    stack.push(name);
    for (const next of uses.get(name) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(name, Math.min(low.get(name) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(name, Math.min(low.get(name) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(name) !== index.get(name)) return;
    const set: string[] = [];
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      set.push(top);
      if (top === name) break;
    }
    if (set.length > 1) sets.push(set.sort());
  };
  for (const name of [...uses.keys()].sort()) if (!index.has(name)) connect(name);
  return sets.map((set) => {
    // The shortest way from the set's first module back to it, inside the set.
    const [start = ""] = set;
    const cameFrom = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0 && !cameFrom.has(start)) {
      const at = queue.shift() ?? start;
      for (const next of [...(uses.get(at) ?? [])].sort()) {
        if (!set.includes(next) || cameFrom.has(next)) continue;
        cameFrom.set(next, at);
        queue.push(next);
      }
    }
    const path = [start];
    for (let at = cameFrom.get(start); at !== undefined && at !== start; at = cameFrom.get(at))
      path.unshift(at);
    return [start, ...path].join(" → ");
  });
}

/** Modules and jobs/ answering an authorization failure themselves, outside identity's guards. */
function ownAuthorizationAnswers(files: Source[]): string[] {
  const guards = [join(MODULES, "identity", "guards.ts"), join(MODULES, "identity", "auth.plugin.ts")];
  const answers = /\b(?:reply|res)\s*\.\s*(?:code|status)\(\s*40[13]\s*\)/;
  return files
    .filter(({ path }) => moduleOf(path) !== null || !relative(JOBS, path).startsWith(".."))
    .filter(({ path, text }) => !guards.includes(path) && answers.test(text))
    .map(({ path }) => shown(path));
}

/**
 * Files deciding what a plan opens from its columns (`tier`, `advanced_shapes_and_methods`) rather than
 * through plans/plan-rights.ts (`planRights`) and drawing/rights.ts, the two owners of that rule.
 */
function planTierDeciders(files: Source[]): string[] {
  const owners = [join(MODULES, "plans", "plan-rights.ts"), join(MODULES, "drawing", "rights.ts")];
  const decides =
    /\.advancedShapesAndMethods\b\s*(?:\?|&&|\|\|)|!\s*[\w$.?]*\.advancedShapesAndMethods\b|\badvanced\s*:\s*[\w$.?]*\.advancedShapesAndMethods\b|\bplan\w*\??\.tier\s*[!=]==/i;
  return files
    .filter(({ path, text }) => !owners.includes(path) && decides.test(text))
    .map(({ path }) => shown(path));
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

  it("reaches every module only through its index.ts, jobs/ included", () => {
    const leak = planted({
      "jobs/payments-sweep.ts":
        'import { createPaymentsService } from "../modules/billing/payments.service.ts";',
      "jobs/quiet.ts": 'import { requireAdmin } from "../modules/identity/index.ts";',
    });
    expect(crossings(leak)).toEqual(["jobs/payments-sweep.ts: ../modules/billing/payments.service.ts"]);
    expect(crossings(sources(SRC)), "imports past another module's index.ts").toEqual([]);
  });

  it("finds a cycle of modules through type imports and index.ts re-exports", () => {
    const leak = planted({
      "modules/identity/index.ts": 'export type { Plan } from "../billing/index.ts";',
      "modules/billing/index.ts": 'export { planRights } from "./plan-rights.ts";',
      "modules/billing/plan-rights.ts": 'import type { TierRights } from "../drawing/index.ts";',
      "modules/drawing/premium.routes.ts": 'import { requireUser } from "../identity/index.ts";',
      "modules/blog/blog.routes.ts": 'import { requireUser } from "../identity/index.ts";',
    });
    expect(moduleCycles(moduleGraph(leak))).toEqual(["billing → drawing → identity → billing"]);
    const acyclic = planted({
      "modules/blog/blog.routes.ts": 'import type { UserRow } from "../identity/index.ts";',
    });
    expect(moduleCycles(moduleGraph(acyclic))).toEqual([]);
  });

  it("keeps the modules on no cycle: identity at the bottom, the features above it, account above them", () => {
    const uses = moduleGraph(sources(MODULES));
    expect([...uses.keys()].sort()).toContain("identity");
    expect(moduleCycles(uses), "cycles of modules").toEqual([]);
    expect([...(uses.get("identity") ?? [])].sort(), "what identity imports").toEqual(["consent"]);
    expect([...(uses.get("account") ?? [])].sort(), "what account imports").toEqual(["identity"]);
    const onAccount = [...uses].filter(([, to]) => to.has("account")).map(([from]) => from);
    expect(onAccount, "modules importing account").toEqual([]);
  });

  it(`keeps every module to ${MODULE_FILES_MAX} product files or fewer, tests not counted`, () => {
    expect(oversizedModules(sourceFiles(MODULES))).toEqual([]);
    const grown = planted(
      Object.fromEntries(
        Array.from({ length: MODULE_FILES_MAX + 1 }, (_, n) => [`modules/billing/part-${n}.ts`, ""]),
      ),
    );
    expect(oversizedModules(grown.map((file) => file.path))).toEqual([`billing: ${MODULE_FILES_MAX + 1}`]);
    expect(oversizedModules(grown.slice(1).map((file) => file.path))).toEqual([]);
  });

  it("leaves authorization answers to identity's guards and errors.ts: no module answers 401 or 403 itself", () => {
    const leak = planted({
      "modules/blog/blog.routes.ts": "if (!isOwner) return reply.code(403).send({ detail: 'no' });",
      "modules/identity/guards.ts": "reply.code(403)",
      "plugins/edge.ts": "reply.code(403)",
    });
    expect(ownAuthorizationAnswers(leak)).toEqual(["modules/blog/blog.routes.ts"]);
    const files = [...sources(MODULES), ...sources(JOBS)];
    expect(ownAuthorizationAnswers(files), "files answering 401/403 themselves").toEqual([]);
  });

  it("decides what a plan opens from its columns only in plans/plan-rights.ts and drawing/rights.ts", () => {
    const leak = planted({
      "modules/catalogue/colour-rights.ts": "const rights = { advanced: row.advancedShapesAndMethods };",
      "modules/plans/quota.ts": 'if (plan.tier === "premium") return all;',
      "modules/plans/plan-rights.ts": "return { advanced: plan.advancedShapesAndMethods };",
      "modules/billing/billing.routes.ts":
        "advanced_shapes_and_methods: plan.advancedShapesAndMethods, tier: plan.tier,",
    });
    expect(planTierDeciders(leak)).toEqual(["modules/catalogue/colour-rights.ts", "modules/plans/quota.ts"]);
    expect(planTierDeciders(sources(SRC)), "files deciding a tier from a plan's columns").toEqual([]);
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
