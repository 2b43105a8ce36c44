/** Every server error is logged at error level with its request (method, URL, operation), no secrets. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../test/app.ts";
import { openTestDatabase } from "../../test/database.ts";
import { type App, buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";

describe("a request answered 500", () => {
  let app: App;
  let database: Database;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database,
      logger: { level: "error", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
    });
    // A route of the test's own that fails as a bug would.
    app.route({
      method: ["GET", "POST"],
      url: "/test/broken",
      handler: async () => {
        throw new Error("a bug");
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("is logged as an error with its method and URL, the query's values left out", async () => {
    const response = await app.inject({ method: "GET", url: "/test/broken?token=s3cret-token&page=2" });
    expect(response.statusCode).toBe(500);
    const logged = lines.find((line) => line.msg === "server error");
    expect(logged).toMatchObject({
      level: 50,
      status: 500,
      request: { method: "GET", url: "/test/broken?token=…&page=…" },
    });
    expect(JSON.stringify(lines)).not.toContain("s3cret-token");
  });

  it("names a GraphQL operation with its string literals hidden", async () => {
    lines.length = 0;
    const query = 'mutation SignIn { tokenAuth(username: "anna", password: "hunter2\\"x") { token } }';
    const response = await app.inject({
      method: "POST",
      url: "/test/broken",
      payload: { query, operationName: "SignIn", variables: { password: "other-secret" } },
    });
    expect(response.statusCode).toBe(500);
    expect(lines.find((line) => line.msg === "server error")).toMatchObject({
      request: {
        method: "POST",
        url: "/test/broken",
        graphql: {
          operationName: "SignIn",
          query: 'mutation SignIn { tokenAuth(username: "…", password: "…") { token } }',
        },
      },
    });
    expect(JSON.stringify(lines)).not.toMatch(/hunter2|other-secret|anna/);
  });
});
