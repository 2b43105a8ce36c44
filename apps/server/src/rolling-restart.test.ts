import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type Balancer,
  freePort,
  migrateOnce,
  missingServices,
  runStatement,
  startNginx,
} from "../test/deployment.ts";
import { withDatabase } from "../test/global-setup.ts";
import { SERVE, type ServerProcess, startServer } from "../test/server-process.ts";

/**
 * A release as docs/deploy/checklist.md prints it, under load: two instances started as
 * mandala@.service starts them (`npm run serve`) behind Debian's nginx with docs/deploy/nginx.conf,
 * the migrations run again while they serve, then the rolling restart (SIGTERM one, start it again,
 * wait for its /api/ready and for nginx's retry delay, then the next) while clients send GETs and
 * POSTs through nginx without a pause: every answer must be a 2xx. Needs nginx, PostgreSQL and Redis:
 * skipped outside CI with a warning naming what is missing; in CI a missing one fails it.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const NGINX_CONF = readFileSync(path.resolve(import.meta.dirname, "../../../docs/deploy/nginx.conf"), "utf8");
/** How long nginx leaves a failed instance alone; the release loop waits it out plus a second. */
const NGINX_RETRY_MS = Number(/fail_timeout=(\d+)s/.exec(NGINX_CONF)?.[1]) * 1000;

const missing = await missingServices(POSTGRES_URL, REDIS_URL);
if (missing.length > 0 && process.env.CI) throw new Error(`The rolling restart needs ${missing.join(", ")}`);
if (missing.length > 0)
  console.warn(`Skipping the rolling restart behind nginx: missing ${missing.join(", ")}`);

describe.skipIf(missing.length > 0)("a release's rolling restart behind nginx (docs/deploy)", () => {
  const databaseName = `mandala_rolling_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const databaseUrl = withDatabase(POSTGRES_URL, databaseName);
  const redisUrl = `${REDIS_URL.replace(/\/\d*$/, "")}/${1 + Math.floor(Math.random() * 15)}`;
  const instances: ServerProcess[] = [];
  const ports: number[] = [];
  let balancer: Balancer;
  let env: (port: number) => Record<string, string>;

  beforeAll(async () => {
    await runStatement(POSTGRES_URL, `CREATE DATABASE ${databaseName}`);
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    // The release's build, as small as serve.mjs accepts: the test is about the API, not the pages.
    const webDist = mkdtempSync(path.join(os.tmpdir(), "mandala-web-"));
    writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Мандала</title>");
    const listen = await freePort();
    env = (port) => {
      const dataDir = path.join(os.tmpdir(), `mandala-rolling-${databaseName}-${port}`);
      mkdirSync(dataDir, { recursive: true });
      return {
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        PUBLIC_URL: `http://127.0.0.1:${listen}`,
        JWT_SECRET: "rolling-test-secret-rolling-test-secret",
        AUTH_ATTEMPTS_PER_MINUTE: "100000",
        WEB_DIST: webDist,
        // The unit's Environment= line.
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        TRUST_PROXY: "1",
        DATA_DIR: dataDir,
        RENDER_THREADS: "1",
      };
    };
    const first = migrateOnce(env(0));
    expect(first.status, first.stderr).toBe(0);
    ports.push(await freePort(), await freePort());
    for (const port of ports) instances.push(startServer(env(port), SERVE));
    await Promise.all(instances.map((instance) => instance.listening));
    balancer = startNginx(listen, ports);
    await vi.waitFor(async () => expect((await fetch(`${balancer.base}/api/ready`)).status).toBe(200), {
      timeout: 30_000,
      interval: 100,
    });
  }, 180_000);

  afterAll(async () => {
    balancer?.nginx.kill("SIGQUIT");
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill("SIGTERM");
        await instance.exited;
      }
    }
    await runStatement(POSTGRES_URL, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  /** Clients sending requests through nginx back to back until `stop`; every status counted. */
  function steadyLoad() {
    const statuses: Array<{ request: string; status: number }> = [];
    let running = true;
    const record = async (request: string, send: () => Promise<Response>) => {
      const response = await send().catch(() => null);
      await response?.arrayBuffer().catch(() => undefined);
      statuses.push({ request, status: response?.status ?? 0 });
    };
    const getter = async (pathname: string) => {
      while (running) await record(`GET ${pathname}`, () => fetch(`${balancer.base}${pathname}`));
    };
    const poster = async () => {
      while (running) {
        const username = `roll_${randomUUID().slice(0, 10)}`;
        await record("POST /api/auth/register/", () =>
          fetch(`${balancer.base}/api/auth/register/`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: balancer.base },
            body: JSON.stringify({
              username,
              email: `${username}@example.com`,
              password: "correct-horse-battery",
              personal_data_consent: true,
            }),
          }),
        );
      }
    };
    const clients = [getter("/api/health"), getter("/api/ready"), getter("/api/health"), poster()];
    return {
      statuses,
      stop: async () => {
        running = false;
        await Promise.all(clients);
      },
    };
  }

  /** `systemctl restart mandala@PORT`, then the loop's wait: /api/ready, then nginx's retry delay. */
  async function restartInstance(index: number) {
    const port = ports[index] ?? 0;
    const old = instances[index];
    old?.child.kill("SIGTERM");
    expect(await old?.exited).toBe(0);
    const restarted = startServer(env(port), SERVE);
    instances[index] = restarted;
    await restarted.listening;
    await vi.waitFor(
      async () => expect((await fetch(`http://127.0.0.1:${port}/api/ready`)).status).toBe(200),
      { timeout: 30_000, interval: 200 },
    );
    await new Promise((resolve) => setTimeout(resolve, NGINX_RETRY_MS + 1000));
  }

  it("answers every request with a 2xx while the migrations run and each instance restarts in turn", async () => {
    const load = steadyLoad();
    // `systemctl restart mandala-migrate`: the migrations once more, the instances untouched.
    const again = migrateOnce(env(0));
    expect(again.status, again.stderr).toBe(0);
    for (const index of [0, 1]) await restartInstance(index);
    await load.stop();

    const failed = load.statuses.filter(({ status }) => status < 200 || status >= 300);
    const posts = load.statuses.filter(({ request }) => request.startsWith("POST"));
    expect(posts.length).toBeGreaterThan(5);
    expect(load.statuses.length).toBeGreaterThan(200);
    expect(failed, JSON.stringify(failed.slice(0, 10))).toEqual([]);
  }, 180_000);
});
