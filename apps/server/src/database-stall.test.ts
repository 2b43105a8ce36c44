import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testConfig } from "../test/app.ts";
import { signedInUser } from "../test/auth.ts";
import { type StallableDatabase, stallableDatabase } from "../test/stalling-database.ts";
import { type App, buildApp } from "./app.ts";

/** How long a request waits for the database here (DATABASE_TIMEOUT_MS), short for a quick test. */
const TIMEOUT_MS = 1000;

describe("with the database stalled (connections open, no answers)", () => {
  let app: App;
  let stall: StallableDatabase;
  let signedIn: Record<string, string>;
  const jobsRun: string[] = [];

  const profile = () =>
    app.inject({
      method: "GET",
      url: "/api/auth/userinfo/",
      headers: { ...signedIn, "accept-language": "en" },
    });
  const editBio = (bio: string) =>
    app.inject({ method: "PATCH", url: "/api/auth/profile/", headers: signedIn, payload: { bio } });
  const posts = (language = "ru") =>
    app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "accept-language": language },
      payload: { query: "{ allPosts { id } }" },
    });

  beforeAll(async () => {
    stall = await stallableDatabase(TIMEOUT_MS);
    const config = testConfig({ DATABASE_TIMEOUT_MS: String(TIMEOUT_MS) });
    app = await buildApp({ config, database: stall.database });
    await app.jobs.handle<{ note: string }>("stall.note", async ({ note }) => {
      jobsRun.push(note);
    });
    ({ headers: signedIn } = await signedInUser({ app, database: stall.database, config }));
    expect((await editBio("до паузы")).statusCode).toBe(200);
  });
  afterAll(async () => {
    stall?.resume();
    await app?.close();
    await stall?.close();
  });

  it("answers 503 with Retry-After in REST and GraphQL, health at once, not ready; all works again after", async () => {
    stall.pause();

    // Health answers from memory, whatever the database does.
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode, stall.stalledBy).toBe(200);

    for (const url of ["/draw/api/v1/free/plans/", "/api/sitemap"]) {
      const response = await app.inject({ method: "GET", url, headers: { "accept-language": "en" } });
      expect(response.statusCode, url).toBe(503);
      expect(response.headers["retry-after"], url).toBe("30");
      expect(response.json(), url).toMatchObject({
        code: "db.unavailable",
        detail: "The database is temporarily unavailable. Please try again in a minute",
      });
    }
    const graphql = await posts();
    expect(graphql.statusCode).toBe(503);
    expect(graphql.headers["retry-after"]).toBe("30");
    expect(graphql.json().errors?.[0]).toMatchObject({
      message: "База данных временно недоступна. Повторите попытку через минуту",
      extensions: { code: "SERVICE_UNAVAILABLE" },
    });
    const edit = await editBio("во время паузы");
    expect(edit.statusCode).toBe(503);
    expect(edit.headers["retry-after"]).toBe("30");

    await vi.waitFor(
      async () => {
        const ready = await app.inject({ method: "GET", url: "/api/ready" });
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toEqual({ ready: false, checks: { database: false } });
      },
      { timeout: 20_000, interval: 200 },
    );
    const degraded = await app.inject({ method: "GET", url: "/api/health" });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: "degraded", database: { reachable: false } });

    stall.resume();
    await vi.waitFor(
      async () => expect((await app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200),
      { timeout: 20_000, interval: 200 },
    );
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      status: "ok",
      database: { reachable: true },
    });
    expect((await app.inject({ method: "GET", url: "/draw/api/v1/free/plans/" })).statusCode).toBe(200);
    expect((await posts()).json()).toEqual({ data: { allPosts: [] } });
    // What was written before the stall is there; what is written now is kept.
    expect((await profile()).json()).toMatchObject({ bio: "до паузы" });
    expect((await editBio("после паузы")).statusCode).toBe(200);
    expect((await profile()).json()).toMatchObject({ bio: "после паузы" });
    // The job queue came through it: a job queued now runs.
    await app.jobs.enqueue("stall.note", { note: "после паузы" });
    await vi.waitFor(() => expect(jobsRun).toEqual(["после паузы"]), { timeout: 20_000, interval: 200 });
  }, 120_000);
});
