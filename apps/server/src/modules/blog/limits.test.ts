import { readdirSync, readFileSync } from "node:fs";
import { setImmediate } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { buildSchema, getIntrospectionQuery, parse } from "graphql";
import { describe, expect, it } from "vitest";
import { useAuthApp } from "../../../test/auth.ts";
import { GRAPHQL_BOMBS } from "../../fuzz/graphql.ts";
import { apiSchema } from "../../graphql/schema.ts";
import {
  LIST_FACTOR,
  limitsError,
  MAX_DEPTH,
  MAX_DIRECTIVES,
  MAX_NESTING,
  MAX_REPEATS,
  MAX_TOKENS,
  parseWithinLimits,
  type QueryLimits,
} from "./limits.ts";

/** A schema with a cycle, so that any depth can be asked for. */
const schema = buildSchema(`
  type Node { id: ID! child: Node children: [Node!]! }
  type Query { node: Node nodes: [Node!]! }
`);

const nested = (levels: number): string => (levels === 0 ? "id" : `child { ${nested(levels - 1)} }`);
const errorOf = (query: string, limits?: Partial<QueryLimits>, on = schema) =>
  limitsError(on, parse(query), "en", limits);
const reasonOf = (query: string, limits?: Partial<QueryLimits>, on = schema) =>
  errorOf(query, limits, on)?.extensions?.reason;

/** The GraphQL documents of the web app (apps/web/src), read from its sources, constants filled in. */
function webQueries(): string[] {
  const root = fileURLToPath(new URL("../../../../web/src/", import.meta.url));
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  return files.flatMap((file) => {
    const text = readFileSync(`${root}${file}`, "utf8");
    const constants = new Map(
      [...text.matchAll(/const ([A-Z_]+) =\s*(["`])([^"`]*)\2;/g)].map((m) => [m[1], m[3] ?? ""]),
    );
    return [...text.matchAll(/(["`])((?:query|mutation) [^"`]*)\1/g)].map((m) =>
      (m[2] ?? "").replace(/\$\{(\w+)\}/g, (_, name: string) => constants.get(name) ?? ""),
    );
  });
}

describe("parseWithinLimits", () => {
  it("parses up to MAX_TOKENS tokens and refuses more, before the parser runs", () => {
    // `{`, n fields, `}`.
    expect(parseWithinLimits(`{ ${"a ".repeat(MAX_TOKENS - 2)}}`, "en").definitions).toHaveLength(1);
    expect(() => parseWithinLimits(`{ ${"a ".repeat(MAX_TOKENS - 1)}}`, "en")).toThrow(
      `The query is too long: at most ${MAX_TOKENS} tokens`,
    );
  });

  it("refuses brackets nested deeper than MAX_NESTING, where graphql-js's parser would overflow its stack", () => {
    const braces = (levels: number) => `${"{ a ".repeat(levels)}${"}".repeat(levels)}`;
    expect(() => parseWithinLimits(braces(MAX_NESTING), "en")).not.toThrow();
    const refusal = (() => {
      try {
        parseWithinLimits(GRAPHQL_BOMBS.nesting.query, "ru");
      } catch (error) {
        return error as { message: string; extensions: unknown };
      }
    })();
    expect(refusal?.extensions).toEqual({ code: "BAD_USER_INPUT", reason: "nesting" });
    expect(refusal?.message).toBe(
      `В запросе слишком много вложенных скобок: не больше ${MAX_NESTING} уровней`,
    );
    // Lists in arguments count too.
    expect(() => parseWithinLimits(`{ a(b: ${"[".repeat(40)}${"]".repeat(40)}) }`, "en")).toThrow(/brackets/);
  });

  it("leaves syntax errors to graphql-js", () => {
    expect(() => parseWithinLimits('{ a(b: "unterminated) }', "en")).toThrow(/Syntax Error/);
  });
});

describe("limitsError", () => {
  it("accepts queries up to the depth limit and refuses deeper ones", () => {
    // `node` is level 1; each `child` adds one; the leaf `id` is the deepest level.
    expect(errorOf(`{ node { ${nested(MAX_DEPTH - 2)} } }`)).toBeUndefined();
    const error = errorOf(`{ node { ${nested(MAX_DEPTH - 1)} } }`);
    expect(error?.extensions).toEqual({ code: "BAD_USER_INPUT", reason: "depth" });
    expect(error?.message).toBe(`The query is too deep: at most ${MAX_DEPTH} levels`);
  });

  it("counts depth through named and inline fragments, and stops at fragment cycles", () => {
    const query = `fragment F on Node { child { child { ...G } } } fragment G on Node { ... on Node { child { id } } }
      { node { ...F } }`;
    expect(errorOf(query, { maxDepth: 5 })).toBeUndefined();
    expect(reasonOf(query, { maxDepth: 4 })).toBe("depth");
    // graphql-js's NoFragmentCycles rule refuses it; the walk must only not loop.
    const cyclic =
      "fragment A on Node { child { ...B } } fragment B on Node { child { ...A } } { node { ...A } }";
    expect(errorOf(cyclic)).toBeUndefined();
  });

  it("multiplies the cost of what is selected under a list", () => {
    const query = "{ nodes { children { id } } }";
    const cost = 1 + (1 + 1 * LIST_FACTOR) * LIST_FACTOR;
    expect(errorOf(query, { maxCost: cost })).toBeUndefined();
    expect(reasonOf(query, { maxCost: cost - 1 })).toBe("cost");
  });

  it("counts every alias of __typename, which the query runs once each", () => {
    expect(
      errorOf(`{ ${"a: __typename ".repeat(MAX_REPEATS)} b: __typename }`, { maxCost: 11 }),
    ).toBeUndefined();
    const error = errorOf(GRAPHQL_BOMBS.aliases.query, {}, apiSchema());
    expect(error?.extensions?.reason).toBe("cost");
    expect(error?.message).toBe("The query is too complex: cost at least 5001, limit 5000");
  });

  it("counts fragment spreads and introspection fields", () => {
    expect(errorOf("{ ...F ...F } fragment F on Query { __typename }", { maxCost: 4 })).toBeUndefined();
    expect(reasonOf("{ ...F ...F } fragment F on Query { __typename }", { maxCost: 3 })).toBe("cost");
    const introspection = getIntrospectionQuery();
    expect(reasonOf(introspection)).toBe("depth");
    expect(errorOf(introspection, { countIntrospection: false })).toBeUndefined();
  });

  it("stops at once on fragments that spread each other many times", () => {
    // 2^40 spreads once expanded: the walk stops after MAX_COST selections.
    expect(reasonOf(GRAPHQL_BOMBS.fragments.query, {}, apiSchema())).toBe("cost");
    // With a field at the end, its eleventh copy stops the walk sooner.
    const withField = GRAPHQL_BOMBS.fragments.query.replace(
      "F40 on Query { }",
      "F40 on Query { __typename }",
    );
    expect(reasonOf(withField, {}, apiSchema())).toBe("repeats");
  });

  it("refuses more than MAX_DIRECTIVES directives, through fragments too", () => {
    const directives = (count: number) => "@skip(if: false) ".repeat(count);
    expect(errorOf(`{ node ${directives(MAX_DIRECTIVES)} { id } }`)).toBeUndefined();
    expect(reasonOf(`{ node ${directives(MAX_DIRECTIVES + 1)} { id } }`)).toBe("directives");
    const spread = `{ ...F ...F } fragment F on Query ${directives(MAX_DIRECTIVES / 2 + 1)} { __typename }`;
    expect(reasonOf(spread)).toBe("directives");
  });

  it("refuses more than MAX_REPEATS fields under one response path, which graphql-js compares pair by pair", () => {
    expect(errorOf(`{ ${"node { id } ".repeat(MAX_REPEATS)} }`)).toBeUndefined();
    const error = errorOf(
      `{ node { id } ${"...F ".repeat(MAX_REPEATS)} } fragment F on Query { node { id } }`,
    );
    expect(error?.extensions?.reason).toBe("repeats");
    expect(error?.message).toBe(`The field “node” is asked for too many times: at most ${MAX_REPEATS}`);
    // Under two `node`s, their `id`s are merged too.
    expect(reasonOf(`{ a: node { ${"id ".repeat(6)}} a: node { ${"id ".repeat(5)}} }`)).toBe("repeats");
  });

  it("lets every query of the web app through", () => {
    const queries = webQueries();
    expect(queries.length).toBeGreaterThan(15);
    for (const query of queries) {
      expect(limitsError(apiSchema(), parseWithinLimits(query, "en"), "en"), query).toBeUndefined();
    }
  });
});

describe("POST /graphql with hostile queries", () => {
  const ctx = useAuthApp();
  const post = (query: string, language = "ru") =>
    ctx.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "accept-language": language },
      payload: { query },
    });

  it.each(Object.entries(GRAPHQL_BOMBS))(
    "refuses the %s bomb with 400 before running it",
    async (_, bomb) => {
      const response = await post(bomb.query);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
      const [error, ...others] = response.json().errors;
      expect(others).toEqual([]);
      expect(error.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: bomb.reason });
      expect(error.message).toMatch(/[а-яё]{4}/i);
      expect(response.json().data).toBeUndefined();
    },
  );

  it("answers the limits in English to an English request", async () => {
    const response = await post(GRAPHQL_BOMBS.nesting.query, "en");
    expect(response.json().errors[0].message).toBe(
      `The query nests too deeply: at most ${MAX_NESTING} levels of brackets`,
    );
  });

  it("keeps answering /api/health while two clients send the bombs", async () => {
    const bombs = Object.values(GRAPHQL_BOMBS).map((bomb) => bomb.query);
    const statuses: number[] = [];
    const client = async () => {
      for (const query of bombs) statuses.push((await post(query)).statusCode);
    };
    let sending = true;
    const clients = Promise.all([client(), client()]).finally(() => {
      sending = false;
    });
    const latencies: number[] = [];
    while (sending || latencies.length < 5) {
      const started = performance.now();
      expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      latencies.push(performance.now() - started);
      // Yield a turn of the event loop, so that the clients' requests, read in later turns, move on.
      await setImmediate();
    }
    await clients;
    expect(statuses).toEqual(Array(bombs.length * 2).fill(400));
    // A few milliseconds when every bomb is refused early; a second or more when one is parsed or run.
    expect(Math.max(...latencies)).toBeLessThan(1000);
  });
});
