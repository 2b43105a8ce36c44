/**
 * Hostile and half-valid inputs for the fuzz suite, drawn from a seeded generator so that every run
 * sends the same requests: strings with NUL bytes, huge and deeply nested values, wrong types, and
 * values built from the OpenAPI (JSON Schema) and GraphQL types of the operations.
 */

/** A small seeded generator (mulberry32). */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    chance: (p: number) => next() < p,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;

/** Nested arrays `depth` deep. */
export const deep = (depth: number): unknown => {
  let value: unknown = "bottom";
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Nested objects `depth` deep, as JSON text (built as text: no recursion limit on our side). */
export const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

export const HOSTILE_STRINGS: readonly string[] = [
  "",
  " ",
  "a",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  "x".repeat(10_000),
  "я".repeat(70_000),
  "../../../../etc/passwd",
  "%00",
  "%",
  "%ff",
  "\ud800",
  "😀".repeat(50),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "-1",
  "0",
  "1e309",
  "9".repeat(40),
  "NaN",
  "null",
  "true",
  "[]",
  "{}",
  "\r\n\t",
  "Я счастлива и любима",
  "user@example.com",
  "a".repeat(255),
];

export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53 + 1,
  1e308,
  -1e308,
  [],
  {},
  [null],
  { "\u0000": 1 },
  JSON.parse('{"__proto__":{"polluted":true}}'),
  { constructor: { prototype: { polluted: true } } },
  deep(200),
  Array.from({ length: 2000 }, (_, i) => i),
];

/** Malformed or unexpected raw bodies, sent with a JSON content type. */
export const RAW_BODIES: readonly string[] = [
  "{",
  '{"a":',
  "[]]",
  "\u0000",
  '{"a":"\u0000"}',
  "1e999999",
  '"\\ud800"',
  "nul",
  deepJson(5_000),
  `[${"1,".repeat(50_000)}1]`,
  '{"__proto__":{"polluted":true}}',
  "\ufeff{}",
];

export const CONTENT_TYPES: readonly string[] = [
  "text/plain",
  "application/xml",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=x",
  "application/json; charset=latin1",
  "application/octet-stream",
  "*/*",
];

/** A value as request text: a string as it is, anything else as JSON. */
export const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

/** A hostile string, or a value of another type. */
export function hostile(random: Random): unknown {
  return random.chance(0.6) ? random.pick(HOSTILE_STRINGS) : random.pick(HOSTILE_VALUES);
}

/** The small part of JSON Schema that the OpenAPI document of the routes uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

/** A plausible value for `schema` (often valid, so that requests reach the handlers). */
export function plausible(schema: JsonSchema | undefined, random: Random, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return plausible(random.pick(options), random, depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], random, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case "string":
      return random.pick(["Я счастлива", "demo", "user@example.com", "7", "abc-def", "https://example.com"]);
    case "integer":
    case "number": {
      const low = schema.minimum ?? 0;
      const high = schema.maximum ?? low + 20;
      return random.pick([low, high, Math.round((low + high) / 2), 1, 7]);
    }
    case "boolean":
      return random.chance(0.5);
    case "array":
      return Array.from({ length: random.int(3) }, () => plausible(schema.items, random, depth + 1));
    case "object": {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5))
          result[key] = plausible(property, random, depth + 1);
      }
      return result;
    }
    case "null":
      return null;
    default:
      return "x";
  }
}

/** `value` with one field (at any depth of objects) replaced by a hostile value. */
export function mutate(value: unknown, random: Random): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return hostile(random);
  const keys = Object.keys(value);
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  if (keys.length === 0 || random.chance(0.15)) {
    copy[random.pick(["extra", "\u0000", "constructor", "x".repeat(300)])] = hostile(random);
    return copy;
  }
  const key = random.pick(keys);
  copy[key] = random.chance(0.3) ? mutate(copy[key], random) : hostile(random);
  return copy;
}
