/**
 * GraphQL operations for the fuzz suite: every query and mutation field of the schema, called with
 * its arguments as variables filled with plausible and hostile values, plus malformed documents, and
 * multipart requests (the upload spec) with well- and ill-formed operations, maps and files.
 */
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";
import { asText, deep, hostile, type Random } from "./inputs.ts";

/** A selection of the scalar fields of `type` (one level below objects), or nothing for leaves. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (!isObjectType(named) || depth > 1) return "{ __typename }";
  const fields = Object.values(named.getFields())
    .filter((field) => field.args.every((arg) => !isNonNullType(arg.type)))
    .slice(0, 8)
    .map((field) => `${field.name} ${selection(field.type, depth + 1)}`.trim());
  return `{ __typename ${fields.join(" ")} }`;
}

/** A plausible value of an input type; hostile now and then. */
function inputValue(type: GraphQLInputType, random: Random, depth = 0): unknown {
  if (random.chance(0.25) || depth > 4) return hostile(random);
  if (isNonNullType(type)) return inputValue(type.ofType, random, depth);
  if (isListType(type))
    return Array.from({ length: random.int(3) }, () => inputValue(type.ofType, random, depth + 1));
  if (isEnumType(type)) return random.pick(type.getValues()).name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, inputValue(field.type, random, depth + 1)]),
    );
  }
  switch (getNamedType(type).name) {
    case "Int":
      return random.pick([0, 1, -1, 7, 2 ** 31, 99]);
    case "Float":
      return random.pick([0, 1.5, -1, 1e300]);
    case "Boolean":
      return random.chance(0.5);
    case "ID":
      return random.pick(["1", "2", "99999999999", "-1", "abc", "UG9zdDox"]);
    case "Upload":
      return null;
    default:
      return random.pick(["hello", "demo", "Я счастлива", "user@example.com", "secret-123"]);
  }
}

/** One call of `field` as a request body. */
function call(kind: "query" | "mutation", field: GraphQLField<unknown, unknown>, random: Random) {
  const variables = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`);
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const query = `${kind} Fuzz${variables.length ? `(${variables.join(", ")})` : ""} { ${field.name}${
    args.length ? `(${args.join(", ")})` : ""
  } ${selection(field.type)} }`;
  return {
    query,
    variables: Object.fromEntries(field.args.map((arg) => [arg.name, inputValue(arg.type, random)])),
  };
}

const times = (count: number, text: (index: number) => string) =>
  Array.from({ length: count }, (_, index) => text(index)).join(" ");

/**
 * Queries made to stall a GraphQL server, each answered 400 before it runs, with the limit it breaks
 * (limits.ts): 40,000 aliases of `__typename`, 5,000 nested selections, fragments that each spread the
 * next one twice (2^40 spreads), a million bytes of tokens, 250 directives on one field, and 490 copies
 * of one field whose merging graphql-js checks pair by pair.
 */
export const GRAPHQL_BOMBS = {
  aliases: { query: `{ ${times(40_000, (i) => `a${i}: __typename`)} }`, reason: "tokens" },
  nesting: { query: `{ ${"allPosts { ".repeat(5_000)}id${" }".repeat(5_000)} }`, reason: "nesting" },
  fragments: {
    query: `{ ...F0 } ${times(40, (i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)} fragment F40 on Query { }`,
    reason: "cost",
  },
  tokens: { query: `{ ${"__typename ".repeat(90_000)} }`, reason: "tokens" },
  directives: { query: `{ __typename ${"@skip(if: false) ".repeat(250)} }`, reason: "directives" },
  repeats: { query: `{ ${"site { name } ".repeat(490)} }`, reason: "repeats" },
} as const;

/** Bodies that are not a proper GraphQL request. */
function malformed(random: Random): unknown {
  return random.pick<() => unknown>([
    () => ({ query: "{" }),
    () => ({ query: 42 }),
    () => ({}),
    () => ({ query: "{ __typename }", variables: "not an object" }),
    () => ({ query: "{ __typename }", operationName: "\u0000" }),
    () => ({ query: `{ ${"posts { edges { node { author { username } } } } ".repeat(50)} }` }),
    () => ({ query: `query { ${"a: __typename ".repeat(5_000)} }` }),
    () => ({ query: `${"{ __typename ".repeat(300)}${"}".repeat(300)}` }),
    () => [{ query: "{ __typename }" }, { query: "{ __typename }" }],
    () => ({ query: "subscription { __typename }" }),
    () => ({ query: "query A { __typename } query B { __typename }" }),
    () => ({ query: "{ __typename }", extensions: deep(100) }),
    () => ({ query: `{ __typename(${"a: 1 ".repeat(100)}) }` }),
    () => ({ query: random.pick(Object.values(GRAPHQL_BOMBS)).query }),
  ])();
}

/** `count` request bodies over every root field of `schema`, and malformed ones. */
export function graphqlBodies(schema: GraphQLSchema, random: Random, count: number): unknown[] {
  const roots = [
    ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ["query", field] as const),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map(
      (field) => ["mutation", field] as const,
    ),
  ];
  return Array.from({ length: count }, (_, index) => {
    if (index % 6 === 5) return malformed(random);
    const [kind, field] = roots[index % roots.length] as (typeof roots)[number];
    return call(kind, field, random);
  });
}

/** Files of a multipart request: an image's first bytes, text, nothing, NUL bytes. */
const FILES = [
  { name: "a.png", type: "image/png", content: "\x89PNG\r\n\x1a\n" },
  { name: "a.txt", type: "text/plain", content: "hello" },
  { name: "", type: "", content: "" },
  { name: "\u0000.jpg", type: "image/jpeg", content: "\u0000\u0000" },
];

/** `body` sent as a GraphQL multipart request (operations, map, one file), often malformed. */
export function multipartBody(body: unknown, random: Random): { contentType: string; payload: string } {
  const boundary = `fuzz${random.int(1_000_000)}`;
  const operations = random.chance(0.8) ? JSON.stringify(body) : asText(hostile(random));
  const map = random.pick<unknown>([
    { 0: ["variables.avatar"] },
    { 0: ["variables.image"] },
    { 0: ["variables.x.y.z"] },
    { 0: ["0.variables.avatar"] },
    { 0: [1] },
    { 0: "variables.avatar" },
    { 1: ["variables.avatar"] },
    { 0: ["__proto__.polluted"] },
    { 0: [""] },
    [],
    null,
    "{",
  ]);
  const file = random.pick(FILES);
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts = [
    part("operations", operations),
    part("map", typeof map === "string" ? map : JSON.stringify(map)),
  ];
  if (random.chance(0.2)) parts.reverse();
  const filePart =
    `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${file.name}"\r\n` +
    `${file.type ? `Content-Type: ${file.type}\r\n` : ""}\r\n${file.content}\r\n`;
  const end = random.chance(0.9) ? `--${boundary}--\r\n` : "";
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join("")}${filePart}${end}`,
  };
}
