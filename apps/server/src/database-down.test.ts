import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../test/app.ts";
import { signedInUser } from "../test/auth.ts";
import { openTestDatabase } from "../test/database.ts";
import { type App, buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";

describe("with the database down", () => {
  let app: App;
  let database: Database;
  /** A signed-in user's bearer header, from before the outage. */
  let signedIn: Record<string, string>;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig();
    app = await buildApp({ config, database });
    expect((await app.inject({ method: "GET", url: "/draw/api/v1/free/plans/" })).statusCode).toBe(200);
    ({ headers: signedIn } = await signedInUser({ app, database, config }));
    await database.close();
  });
  afterAll(() => app.close());

  it("the REST API answers 503 with a message in the request's language and a Retry-After", async () => {
    for (const [language, text] of [
      ["ru", "База данных временно недоступна. Повторите попытку через минуту"],
      ["en", "The database is temporarily unavailable. Please try again in a minute"],
    ] as const) {
      for (const url of ["/draw/api/v1/free/plans/", "/draw/api/v1/free/learningsets/", "/api/sitemap"]) {
        const response = await app.inject({ method: "GET", url, headers: { "accept-language": language } });
        expect(response.statusCode, url).toBe(503);
        expect(response.json()).toMatchObject({ code: "db.unavailable", detail: text });
        expect(response.headers["retry-after"]).toBe("30");
      }
    }
  });

  it("GraphQL answers 503 with the message in errors and a Retry-After, signed in or not, never UNAUTHENTICATED", async () => {
    const operations = [
      "{ allPosts { id } }",
      // No database behind this field: only the signed-in caller's session needs it.
      "{ site { name } }",
      'mutation { createComment(content: "Спасибо", userId: 1, postId: 1) { comment { id } } }',
    ];
    for (const [language, text] of [
      ["ru", "База данных временно недоступна. Повторите попытку через минуту"],
      ["en", "The database is temporarily unavailable. Please try again in a minute"],
    ] as const) {
      for (const [query, auth] of [
        ...operations.map((query) => [query, signedIn] as const),
        [operations[0] as string, {}] as const,
      ]) {
        const response = await app.inject({
          method: "POST",
          url: "/graphql",
          headers: { "content-type": "application/json", "accept-language": language, ...auth },
          payload: { query },
        });
        expect(response.statusCode, query).toBe(503);
        expect(response.headers["retry-after"], query).toBe("30");
        expect(response.json().errors?.[0], query).toMatchObject({
          message: text,
          extensions: { code: "SERVICE_UNAVAILABLE" },
        });
        expect(response.body).not.toContain("UNAUTHENTICATED");
      }
    }
  });

  it("liveness stays up and reports the database unreachable; readiness fails", async () => {
    // Both answer from the background probe, which sees the outage within a second or two.
    await vi.waitFor(
      async () => {
        const response = await app.inject({ method: "GET", url: "/api/health" });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
      },
      { timeout: 15_000, interval: 100 },
    );
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, checks: { database: false } });
  });
});
