import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../test/app.ts";
import { openTestDatabase } from "../test/database.ts";
import { type App, buildApp } from "./app.ts";
import type { Database } from "./db/client.ts";

describe("with the database down", () => {
  let app: App;
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig(), database });
    expect((await app.inject({ method: "GET", url: "/draw/api/v1/free/plans/" })).statusCode).toBe(200);
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

  it("GraphQL answers 503 with the message in errors", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "accept-language": "ru" },
      payload: { query: "{ allPosts { id } }" },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().errors?.[0]).toMatchObject({
      message: "База данных временно недоступна. Повторите попытку через минуту",
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
  });

  it("liveness stays up and reports the database unreachable; readiness fails", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
    const ready = await app.inject({ method: "GET", url: "/api/ready" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ ready: false, checks: { database: false } });
  });
});
