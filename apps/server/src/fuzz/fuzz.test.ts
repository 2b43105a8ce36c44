/**
 * The fuzz suite: every operation of the app's OpenAPI document and every root field of
 * the GraphQL schema, called with plausible, malformed, wrongly typed, NUL-laden, huge and deeply
 * nested inputs through app.inject. It fails on any 5xx (or a GraphQL internal error) and on any 4xx
 * without a message, and prints its figures. Seeded and fixed in number (REST_PER_OPERATION per
 * operation, GRAPHQL_REQUESTS), so every run on every machine sends the same requests, all of them
 * (about 30 s on the 2-core machine it was tuned on, idle).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { RELAXED_LIMITS, signIn } from "../../test/auth.ts";
import { createPlan, createQuota, createSubscription, createUser } from "../../test/factories.ts";
import { type FakeVkIdServer, startFakeVkId } from "../../test/fakes/vk-id-server.ts";
import { apiSchema } from "../graphql/schema.ts";
import { graphqlBodies, multipartBody } from "./graphql.ts";
import {
  asText,
  CONTENT_TYPES,
  createRandom,
  HOSTILE_STRINGS,
  hostile,
  type JsonSchema,
  mutate,
  plausible,
  RAW_BODIES,
  type Random,
} from "./inputs.ts";

const SEED = 19;
const REST_PER_OPERATION = 240;
const GRAPHQL_REQUESTS = 10_000;

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  query: { name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** The operations of the OpenAPI document (GraphQL is fuzzed by its schema). */
function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    if (path === "/graphql") continue;
    for (const [method, spec] of Object.entries(methods)) {
      const operation = spec as {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: parameters.filter((p) => p.in === "query").map(({ name, schema }) => ({ name, schema })),
        body: operation.requestBody?.content?.["application/json"]?.schema,
      });
    }
  }
  return operations;
}

/** `encodeURIComponent`, with lone surrogates sent as their (invalid) UTF-8 bytes. */
const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};

/** One request of `operation`, of a kind chosen by `index`. */
function restRequest(op: Operation, index: number, random: Random, auth: Record<string, string>): Request {
  const kind = index % 8;
  const pathValue = (name: string) => {
    if (kind !== 3) return random.pick(["1", "2", "999999", "demoshape", "basic", "garmoniya-v-pare", name]);
    const value = asText(hostile(random));
    return random.chance(0.2) ? random.pick(["%00", "%ff", "%", "..%2f..%2f"]) : encode(value);
  };
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValue(name));
  const query = new URLSearchParams();
  for (const { name, schema } of op.query) {
    if (kind === 2) query.append(name, asText(hostile(random)));
    else if (random.chance(0.7)) query.append(name, asText(plausible(schema, random)));
  }
  if (kind === 2 && random.chance(0.5)) query.append(random.pick(["lang", "extra", "\u0000"]), "\u0000");
  const url = `${path}${query.size ? `?${query}` : ""}`;
  const headers: Record<string, string> = {
    "accept-language": random.pick(["ru", "en", "de", ""]),
    ...(kind === 7 ? { authorization: random.pick(["Bearer x", "Bearer \u0001", "Basic Og==", ""]) } : auth),
  };
  const hasBody = op.body || (op.method !== "GET" && op.method !== "DELETE");
  if (!hasBody) return { method: op.method, url, headers };
  const valid = plausible(op.body, random);
  switch (kind) {
    case 1:
      return json(op.method, url, headers, JSON.stringify(mutate(valid, random)));
    case 4:
      return json(op.method, url, headers, random.pick(RAW_BODIES));
    case 5:
      return {
        method: op.method,
        url,
        headers: { ...headers, "content-type": random.pick(CONTENT_TYPES) },
        payload: random.pick(["a=1&b=\u0000", JSON.stringify(valid), "--x\r\n\r\n--x--", "\u0000"]),
      };
    case 6:
      return json(op.method, url, headers, JSON.stringify(hostile(random)) ?? "null");
    default:
      return json(op.method, url, headers, JSON.stringify(valid) ?? "{}");
  }
}

function json(method: string, url: string, headers: Record<string, string>, payload: string): Request {
  return { method, url, headers: { ...headers, "content-type": "application/json" }, payload };
}

/** What is wrong with an answer, or null: any 5xx or a GraphQL internal error, or a 4xx with no message. */
function problemOf(status: number, body: string): "5xx" | "bare 4xx" | null {
  let parsed: {
    error?: unknown;
    code?: unknown;
    errors?: { message?: unknown; extensions?: { code?: unknown } }[];
  } | null;
  try {
    parsed = JSON.parse(body);
  } catch {
    parsed = null;
  }
  const message = parsed?.error ?? parsed?.errors?.[0]?.message;
  const hasMessage = typeof message === "string" && message.trim() !== "";
  if (status >= 500) return "5xx";
  if (parsed?.errors?.some((error) => error.extensions?.code === "INTERNAL_SERVER_ERROR")) return "5xx";
  if (status < 400) return null;
  return hasMessage ? null : "bare 4xx";
}

describe("the fuzz suite", () => {
  // Every dependency is there (VK ID is a fake on loopback), so no answer has a reason to be a 5xx.
  let vk: FakeVkIdServer;
  beforeAll(async () => {
    vk = await startFakeVkId();
  });
  afterAll(() => vk.close());
  const ctx = useTestApp(
    () => ({ FREE_DRAWS_PER_MINUTE: "1000000", VKID_API_URL: vk.url, VKID_APP_ID: vk.appId }),
    RELAXED_LIMITS,
  );

  it("answers every fuzzed REST and GraphQL request with no 5xx and no 4xx without a message", async () => {
    const started = Date.now();
    const random = createRandom(SEED);
    const db = ctx.database.db;
    const user = await createUser(db);
    const plan = await createPlan(db, {
      tier: "premium",
      palettes: [9, 12, 13],
      advancedShapesAndMethods: true,
      drawingsPerPeriod: 100_000,
    });
    await createSubscription(db, { userId: user.id, planId: plan.id });
    await createQuota(db, { userId: user.id, allowed: 100_000 });
    const admin = await createUser(db, { role: "admin" });
    const userAuth = { authorization: `Bearer ${(await signIn(ctx, user.username, user.password)).access}` };
    const adminAuth = {
      authorization: `Bearer ${(await signIn(ctx, admin.username, admin.password)).access}`,
    };

    await ctx.app.ready();
    const operations = operationsOf(ctx.app.swagger() as never);
    const requests: Request[] = [];
    for (let index = 0; index < REST_PER_OPERATION; index++) {
      for (const op of operations) requests.push(restRequest(op, index, random, userAuth));
    }
    for (const [index, body] of graphqlBodies(apiSchema(), random, GRAPHQL_REQUESTS).entries()) {
      const auth = index % 3 === 0 ? {} : index % 3 === 1 ? userAuth : adminAuth;
      const headers = { "accept-language": random.pick(["ru", "en"]), ...auth };
      if (index % 10 === 8) {
        // An upload from the site's page (a multipart post needs its Origin).
        const { contentType, payload } = multipartBody(body, random);
        requests.push({
          method: "POST",
          url: "/graphql",
          headers: { ...headers, origin: ctx.config.publicUrl, "content-type": contentType },
          payload,
        });
        continue;
      }
      requests.push({
        method: "POST",
        url: "/graphql",
        headers: {
          ...headers,
          "content-type": index % 10 === 9 ? random.pick(CONTENT_TYPES) : "application/json",
        },
        payload: JSON.stringify(body),
      });
    }
    requests.push(
      ...HOSTILE_STRINGS.map((value) => ({
        method: random.pick(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]),
        url: `/api/${encode(value)}`,
        headers: {},
      })),
    );

    // Interleaved (seeded): the state one request leaves (a like, a comment, a spent quota) meets the others.
    for (let index = requests.length - 1; index > 0; index--) {
      const other = random.int(index + 1);
      [requests[index], requests[other]] = [requests[other] as Request, requests[index] as Request];
    }
    const figures = {
      tried: 0,
      "5xx": 0,
      "bare 4xx": 0,
      byStatus: {} as Record<number, number>,
    };
    const samples: string[] = [];
    for (const request of requests) {
      const response = await ctx.app.inject(request as never);
      figures.tried++;
      figures.byStatus[response.statusCode] = (figures.byStatus[response.statusCode] ?? 0) + 1;
      const problem = problemOf(response.statusCode, response.body);
      if (!problem) continue;
      figures[problem]++;
      if (samples.length < 15) {
        samples.push(
          `${problem}: ${request.method} ${request.url.slice(0, 120)} ${asText(request.payload).slice(0, 160)} → ${
            response.statusCode
          } ${response.body.slice(0, 200)}`,
        );
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${figures.tried} requests in ${seconds} s (${operations.length} REST operations + GraphQL), ` +
        `${figures["5xx"]} × 5xx, ${figures["bare 4xx"]} bare 4xx; by status ${JSON.stringify(figures.byStatus)}`,
    );
    expect(samples, samples.join("\n")).toEqual([]);
  }, 300_000);
});
