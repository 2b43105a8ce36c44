/**
 * The edge of the server: every client error is a JSON message in the request's
 * language, NUL bytes and malformed bodies are 400s (never 500s), only the site's own origin may
 * post, bodies are JSON, and production hides the GraphQL schema.
 */
import { describe, expect, it } from "vitest";
import { PUBLIC_SITE_ENV, useTestApp } from "../../test/app.ts";
import { bearer, signedInUser, signIn } from "../../test/auth.ts";
import { createUser } from "../../test/factories.ts";
import type { App } from "../app.ts";
import { plans } from "../db/schema.ts";
import { PLANS } from "../db/seed-data.ts";
import { localPath } from "../modules/billing/billing.test-support.ts";

const ru = { "accept-language": "ru-RU,ru;q=0.9" };
const en = { "accept-language": "en-US,en;q=0.9" };
/** Each page language with the Accept-Language header a browser in it sends. */
const LANGUAGES = [
  [ru, "ru"],
  [en, "en"],
] as const;
const CYRILLIC = /[А-Яа-яЁё]/;

/** The reply's message, checked to be present and in the expected language. */
function messageOf(response: { statusCode: number; body: string }, language: "ru" | "en") {
  const body = JSON.parse(response.body) as { error?: string; detail?: string; code?: string };
  expect(typeof body.error, response.body).toBe("string");
  expect(body.detail).toBe(body.error);
  if (language === "ru") expect(body.error).toMatch(CYRILLIC);
  else expect(body.error).not.toMatch(CYRILLIC);
  return body.error as string;
}

/** A GraphQL `query` (by default the smallest one) posted with `headers` (an Origin, a language). */
const postGraphql = (app: App, headers: Record<string, string>, query = "{ __typename }") =>
  app.inject({ method: "POST", url: "/graphql", headers, payload: { query } });

/**
 * A GraphQL multipart request (the upload spec) of `fields` (operations, map, …) and an optional raw
 * file part, posted with `headers`.
 */
function postMultipart(app: App, headers: Record<string, string>, fields: [string, string][], file = "") {
  const boundary = "----edge";
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const filePart = file
    ? `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${file}\r\n`
    : "";
  return app.inject({
    method: "POST",
    url: "/graphql",
    headers: { ...headers, "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join("")}${filePart}--${boundary}--\r\n`,
  });
}

describe("client errors in the request's language", () => {
  const ctx = useTestApp();
  /** POST /api/auth/token/ with a raw body of `contentType`. */
  const postToken = (headers: Record<string, string>, contentType: string, payload: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/token/",
      headers: { ...headers, "content-type": contentType },
      payload,
    });

  it("translates a malformed or empty JSON body", async () => {
    for (const [headers, language] of LANGUAGES) {
      const malformed = await postToken(headers, "application/json", '{"username": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().code).toBe("http.invalidJson");
      const text = messageOf(malformed, language);
      if (language === "ru") expect(text).not.toMatch(/Body|valid|content-type/);
      const empty = await postToken(headers, "application/json", "");
      expect(empty.statusCode).toBe(400);
      messageOf(empty, language);
    }
  });

  it("refuses other content types with 415 and a message", async () => {
    const response = await postToken(ru, "text/plain", "username=a");
    expect(response.statusCode).toBe(415);
    expect(messageOf(response, "ru")).toContain("application/json");
  });

  it("names the fields of a schema error in words, not as querystring.patternLength", async () => {
    const response = await ctx.app.inject({
      method: "GET",
      url: `/draw/api/v1/free/demoshape?q=${encodeURIComponent("Я счастлива")}&patternLength=seven`,
      headers: ru,
    });
    expect(response.statusCode).toBe(400);
    const text = messageOf(response, "ru");
    expect(text).toContain("Длина кода");
    expect(text).not.toMatch(/querystring|patternLength|Invalid|expected/);
    expect(response.json().issues[0]).toMatchObject({ field: "querystring.patternLength" });
    expect(response.json().issues[0].message).toBe("Ожидается число");

    const english = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/",
      headers: en,
      payload: { email: "someone@example.com", password: "123", personal_data_consent: true },
    });
    expect(english.statusCode).toBe(400);
    expect(messageOf(english, "en")).toBe(
      "Please check your input. Username: required; Password: at least 6 characters",
    );
  });

  it("answers an expired or forged session with the message in the page's language", async () => {
    for (const [headers, language] of LANGUAGES) {
      const response = await ctx.app.inject({
        method: "GET",
        url: "/api/auth/userinfo/",
        headers: { ...headers, ...bearer("forged.token.value") },
      });
      expect(response.statusCode).toBe(401);
      expect(messageOf(response, language)).not.toMatch(/session expired/i);
      const refresh = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/token/refresh/",
        headers: { ...headers, cookie: "mandala_refresh=a-refresh-token-that-expired" },
      });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().code).toBe("auth.sessionExpired");
      messageOf(refresh, language);
    }
  });
});

describe("no 500 from a NUL byte, malformed multipart or a bare 4xx", () => {
  const ctx = useTestApp();

  it("refuses a NUL byte in a body, a path parameter and a query with 400", async () => {
    const requests = [
      { method: "POST", url: "/api/auth/token/", payload: { username: "a\u0000b", password: "secret-1" } },
      { method: "POST", url: "/api/auth/register/", payload: { username: "nul\u0000", email: "a@b.ru" } },
      { method: "GET", url: "/draw/api/v1/free/learningsets/a%00b/" },
      { method: "GET", url: "/draw/api/v1/free/demoshape?q=%00" },
      { method: "GET", url: "/api/auth/verify-email/abc%00" },
    ] as const;
    for (const request of requests) {
      const response = await ctx.app.inject({ ...request, headers: ru });
      expect(response.statusCode, `${request.url}: ${response.body}`).toBe(400);
      expect(response.json().code).toBe("http.nulByte");
      messageOf(response, "ru");
    }
  });

  it("refuses a NUL byte in GraphQL variables and literals with 400", async () => {
    const queries = [
      { query: "query ($s: String!) { postBySlug(slug: $s) { id } }", variables: { s: "a\u0000" } },
      { query: "query ($u: String!) { currentUser(username: $u) { id } }", variables: { u: "\u0000" } },
      {
        query: "mutation ($u: String!, $p: String!) { tokenAuth(username: $u, password: $p) { token } }",
        variables: { u: "x\u0000", p: "y" },
      },
      { query: '{ postBySlug(slug: "a\\u0000") { id } }' },
    ];
    for (const payload of queries) {
      const response = await ctx.app.inject({ method: "POST", url: "/graphql", headers: ru, payload });
      expect(response.statusCode, response.body).toBe(400);
      const error = response.json().errors[0];
      expect(error.message).toMatch(CYRILLIC);
      expect(error.extensions.code).toBe("BAD_USER_INPUT");
    }
  });

  it("refuses a NUL byte in a multipart GraphQL request's operations with 400", async () => {
    const operations = JSON.stringify({
      query: "query ($s: String!) { postBySlug(slug: $s) { id } }",
      variables: { s: "a\u0000" },
    });
    const response = await postMultipart(ctx.app, { ...ru, origin: "http://mandala.test" }, [
      ["operations", operations],
      ["map", "{}"],
    ]);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[0].extensions.messageCode).toBe("http.nulByte");
  });

  it("answers a GraphQL multipart request whose map or operations are malformed with 400, not 500", async () => {
    const operations = JSON.stringify({ query: "{ __typename }", variables: {} });
    for (const [ops, map] of [
      [operations, '{"0":[1]}'],
      ["null", '{"0":["variables.file"]}'],
    ] as const) {
      const fields: [string, string][] = [
        ["operations", ops],
        ["map", map],
      ];
      const response = await postMultipart(ctx.app, { ...ru, origin: "http://mandala.test" }, fields, "x");
      expect(response.statusCode, `${ops} ${map}`).toBe(400);
      expect(response.json().errors[0].extensions.messageCode, response.body).toBe("http.malformedMultipart");
      expect(response.json().errors[0].message).toMatch(CYRILLIC);
    }
  });

  it("answers a malformed avatar upload with 400 and a message", async () => {
    const user = await createUser(ctx.database.db);
    const { access } = await signIn(ctx, user.username, user.password);
    for (const contentType of ["multipart/form-data", "multipart/form-data; boundary=zzz"]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/profile/avatar/",
        headers: { ...ru, ...bearer(access), "content-type": contentType },
        payload: "not a multipart body",
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe("http.malformedMultipart");
      messageOf(response, "ru");
    }
  });

  it("answers POST /graphql of another content type with 415 and a message, not null", async () => {
    for (const headers of [{ "content-type": "text/plain" }, {}]) {
      const response = await ctx.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { ...en, ...headers },
        payload: headers["content-type"] ? "{ __typename }" : undefined,
      });
      expect(response.statusCode).toBe(415);
      messageOf(response, "en");
      expect(response.json().errors[0].message).toBe(response.json().error);
    }
  });

  it("translates GraphQL's own validation messages on a Russian request", async () => {
    const response = await postGraphql(ctx.app, ru, '{ postBySlu(slug: "x") { id } }');
    const [error] = response.json().errors;
    expect(error.message).toBe("Некорректный запрос GraphQL");
  });
});

describe("origins and body types", () => {
  const ctx = useTestApp();
  const evil = { origin: "https://evil.example" };

  it("does not reflect a foreign Origin on /graphql and refuses its posts", async () => {
    const foreign = await postGraphql(ctx.app, { ...ru, ...evil });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    expect(foreign.headers["access-control-allow-credentials"]).toBeUndefined();
    messageOf(foreign, "ru");

    const own = await postGraphql(ctx.app, { origin: "http://mandala.test" });
    expect(own.statusCode).toBe(200);
    expect(own.headers["access-control-allow-origin"]).toBe("http://mandala.test");
  });

  it("refuses form-encoded bodies on /graphql and on registration, from any origin", async () => {
    for (const url of ["/graphql", "/api/auth/register/"]) {
      for (const origin of [{}, evil]) {
        const response = await ctx.app.inject({
          method: "POST",
          url,
          headers: { ...ru, ...origin, "content-type": "application/x-www-form-urlencoded" },
          payload: "query=%7B__typename%7D&username=attacker&email=a%40b.ru&password=secret12",
        });
        expect([403, 415]).toContain(response.statusCode);
        messageOf(response, "ru");
      }
    }
  });

  it("refuses a multipart post to /graphql without an Origin, as a cross-site form could send it", async () => {
    const post = (headers: Record<string, string>) =>
      postMultipart(ctx.app, headers, [
        ["operations", JSON.stringify({ query: "{ __typename }" })],
        ["map", "{}"],
      ]);
    for (const [headers, language] of LANGUAGES) {
      const bare = await post(headers);
      expect(bare.statusCode).toBe(403);
      expect(bare.json().code).toBe("http.originRequired");
      messageOf(bare, language);
    }
    expect((await post({ ...en, ...evil })).statusCode).toBe(403);
    const own = await post({ ...en, origin: "http://mandala.test" });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toEqual({ __typename: "Query" });
  });

  it("still takes the sandbox checkout's own form post", async () => {
    await ctx.database.db.insert(plans).values(PLANS);
    const { headers } = await signedInUser(ctx);
    const [plan] = await ctx.database.db.select().from(plans);
    const purchase = await ctx.app.inject({
      method: "POST",
      url: "/draw/api/v1/free/subscription/purchase/",
      headers: { ...headers, origin: "http://mandala.test" },
      payload: { plan_id: plan?.id, personal_data_consent: true },
    });
    expect(purchase.statusCode, purchase.body).toBe(200);
    const pay = await ctx.app.inject({
      method: "POST",
      url: `${localPath(purchase.json().payment_link)}/pay`,
      headers: { origin: "http://mandala.test", "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(pay.statusCode, pay.body).toBe(303);
  });

  it("drops unpkg.com and Google beyond reCAPTCHA from the CSP", async () => {
    const response = await ctx.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).not.toContain("unpkg.com");
    expect(csp).not.toMatch(/https:\/\/www\.google\.com(?!\/recaptcha\/)/);
    expect(csp).toContain("https://www.google.com/recaptcha/");
    // With "no-referrer" the site's own form posts would arrive with `Origin: null`.
    expect(response.headers["referrer-policy"]).toBe("same-origin");
  });
});

describe("configured origins", () => {
  const ctx = useTestApp({ ALLOWED_ORIGINS: "https://partner.example, https://admin.example" });

  it("answers the CORS preflight of a configured origin, and not of another one", async () => {
    const preflight = (origin: string) =>
      ctx.app.inject({
        method: "OPTIONS",
        url: "/graphql",
        headers: { origin, "access-control-request-method": "POST" },
      });
    const partner = await preflight("https://partner.example");
    expect(partner.statusCode).toBeLessThan(300);
    expect(partner.headers["access-control-allow-origin"]).toBe("https://partner.example");
    expect(partner.headers["access-control-allow-credentials"]).toBe("true");
    const evil = await preflight("https://evil.example");
    expect(evil.statusCode).toBe(403);
    expect(evil.headers["access-control-allow-origin"]).toBeUndefined();
    expect(evil.headers["access-control-allow-credentials"]).toBeUndefined();

    const post = await postGraphql(ctx.app, { origin: "https://admin.example" });
    expect(post.statusCode).toBe(200);
  });
});

describe("GraphQL in production", () => {
  const ctx = useTestApp({
    NODE_ENV: "production",
    PAYMENTS_PROVIDER: "yookassa",
    YOOKASSA_SHOP_ID: "1",
    YOOKASSA_SECRET_KEY: "test",
  });

  it("turns introspection and 'Did you mean' suggestions off", async () => {
    const introspection = await postGraphql(ctx.app, en, "{ __schema { types { name } } }");
    expect(introspection.json().data ?? null).toBeNull();
    expect(introspection.json().errors[0].message).toMatch(/introspection/i);

    const typo = await postGraphql(ctx.app, en, '{ postBySlu(slug: "x") { id } }');
    expect(typo.body).not.toMatch(/Did you mean/);
    expect(typo.json().errors[0].message).toContain("postBySlu");
  });
});

describe("a public site started without NODE_ENV", () => {
  // As `node dist/server.js` would start it: NODE_ENV unset reads as development.
  const ctx = useTestApp({ ...PUBLIC_SITE_ENV, NODE_ENV: undefined, PUBLIC_URL: "https://mandala.example" });

  it("allows no introspection, serves no GraphiQL and takes posts from its own origin only", async () => {
    expect(ctx.config.NODE_ENV).toBe("development");
    const introspection = await postGraphql(ctx.app, en, "{ __schema { types { name } } }");
    expect(introspection.json().data ?? null).toBeNull();
    expect(introspection.json().errors[0].message).toMatch(/introspection/i);

    const graphiql = await ctx.app.inject({
      method: "GET",
      url: "/graphql",
      headers: { accept: "text/html" },
    });
    expect(graphiql.statusCode).toBeGreaterThanOrEqual(400);
    expect(graphiql.body).not.toMatch(/graphiql/i);

    for (const origin of ["http://localhost:5173", "http://127.0.0.1:3000", "https://evil.example"]) {
      const foreign = await postGraphql(ctx.app, { ...en, origin });
      expect(foreign.statusCode, origin).toBe(403);
      expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    }
    const own = await postGraphql(ctx.app, { ...en, origin: "https://mandala.example" });
    expect(own.statusCode).toBe(200);
  });
});

describe("the server's translated content in English", () => {
  const ctx = useTestApp();

  it("sends the plans' names, titles and features in English, and the Russian ones in Russian", async () => {
    await ctx.database.db.insert(plans).values(PLANS);
    const english = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/plans/", headers: en });
    // `features_i18n` holds both languages on purpose; everything else is English.
    const shown = english.json().map(({ features_i18n: _, ...plan }: { features_i18n: unknown }) => plan);
    expect(JSON.stringify(shown)).not.toMatch(CYRILLIC);
    expect(shown[0]).toMatchObject({ name: "Basic", description: "Basic" });

    const russian = await ctx.app.inject({ method: "GET", url: "/draw/api/v1/free/plans/", headers: ru });
    for (const field of ["name", "description"]) {
      expect(russian.json().map((plan: Record<string, string>) => plan[field])).toEqual([
        "Базовый",
        "Продвинутый",
        "Премиум",
      ]);
    }
    expect(russian.json()[0].features[0]).toMatch(CYRILLIC);
  });
});
