import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import { LIST_FACTOR, MAX_DEPTH, queryLimitsRule } from "./limits.ts";

const introspectionQueryDepthSafe =
  "{ __schema { types { name fields { type { ofType { ofType { ofType { ofType { name } } } } } } } } }";

/** A schema with a cycle, so that any depth can be asked for. */
const schema = buildSchema(`
  type Node { id: ID! child: Node children: [Node!]! }
  type Query { node: Node nodes: [Node!]! }
`);

const nested = (levels: number): string => (levels === 0 ? "id" : `child { ${nested(levels - 1)} }`);
const errorsOf = (query: string, limits?: { maxDepth?: number; maxCost?: number }) =>
  validate(schema, parse(query), [queryLimitsRule("en", limits)]);

describe("queryLimitsRule", () => {
  it("accepts queries up to the depth limit and refuses deeper ones", () => {
    // `node` is level 1; each `child` adds one; the leaf `id` is the deepest level.
    expect(errorsOf(`{ node { ${nested(MAX_DEPTH - 2)} } }`)).toEqual([]);
    const [error] = errorsOf(`{ node { ${nested(MAX_DEPTH - 1)} } }`);
    expect(error?.extensions).toEqual({ code: "BAD_USER_INPUT", reason: "depth" });
    expect(error?.message).toBe(`The query is too deep: at most ${MAX_DEPTH} levels`);
  });

  it("counts depth through named and inline fragments, and survives fragment cycles", () => {
    const query = `fragment F on Node { child { child { ...G } } } fragment G on Node { ... on Node { child { id } } }
      { node { ...F } }`;
    expect(errorsOf(query, { maxDepth: 5 })).toEqual([]);
    expect(errorsOf(query, { maxDepth: 4 })[0]?.extensions?.reason).toBe("depth");
    const cyclic =
      "fragment A on Node { child { ...B } } fragment B on Node { child { ...A } } { node { ...A } }";
    // The standard NoFragmentCycles rule refuses it; this rule must only stop walking.
    expect(errorsOf(cyclic)[0]?.extensions?.reason).toBe("depth");
  });

  it("multiplies the cost of what is selected under a list", () => {
    const query = "{ nodes { children { id } } }";
    const cost = 1 + (1 + 1 * LIST_FACTOR) * LIST_FACTOR;
    expect(errorsOf(query, { maxCost: cost })).toEqual([]);
    expect(errorsOf(query, { maxCost: cost - 1 })[0]?.extensions?.reason).toBe("cost");
  });

  it("stops quickly on fragments that multiply", () => {
    const levels = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Node { a: child { ...F${i + 1} } b: child { ...F${i + 1} } }`,
    );
    const query = `${levels.join(" ")} fragment F30 on Node { id } { node { ...F0 } }`;
    const started = Date.now();
    expect(errorsOf(query, { maxDepth: 100 })[0]?.extensions?.reason).toBe("cost");
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("does not count introspection", () => {
    expect(errorsOf(introspectionQueryDepthSafe, { maxDepth: 2 })).toEqual([]);
  });
});
