import { type ChildProcess, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { demoDrawUrl } from "../test/demo-draw.ts";
import { freePort, migrateOnce, missingServices, runStatement, startNginx } from "../test/deployment.ts";
import { createPlan } from "../test/factories.ts";
import { type FakeSmtpServer, mailText, startFakeSmtp } from "../test/fakes/smtp-server.ts";
import { type FakeYooKassaServer, startFakeYooKassa } from "../test/fakes/yookassa-server.ts";
import { withDatabase } from "../test/global-setup.ts";
import { type ServerProcess, startServer } from "../test/server-process.ts";
import { openDatabase } from "./db/client.ts";

/**
 * The deployment in docs/deploy/ proven: Debian's nginx with docs/deploy/nginx.conf (its ports
 * replaced) balances three instances on the local PostgreSQL and Redis, and one person's journey hops
 * across them while one instance is killed: register, avatar, a drawing, a shared rate limit, a
 * payment at (fake) YooKassa whose notification lands on another instance; every job runs exactly
 * once. Needs nginx, PostgreSQL and Redis on this machine: outside CI it is skipped, saying which is
 * missing; in CI (`.ci/run` installs nginx) a missing one fails it.
 */
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const FREE_DRAWS_PER_MINUTE = 6;

const missing = await missingServices(POSTGRES_URL, REDIS_URL);
if (missing.length > 0 && process.env.CI)
  throw new Error(`The load-balanced journey needs ${missing.join(", ")}`);
if (missing.length > 0)
  console.warn(`Skipping the load-balanced journey (nginx + 3 instances): missing ${missing.join(", ")}`);

const PNG = await sharp({ create: { width: 24, height: 24, channels: 3, background: "#208040" } })
  .png()
  .toBuffer();

describe.skipIf(missing.length > 0)("three instances behind nginx (docs/deploy)", () => {
  const databaseName = `mandala_deploy_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const databaseUrl = withDatabase(POSTGRES_URL, databaseName);
  // A Redis database of its own per run (1–15), emptied first, so earlier runs' counters do not count.
  const redisUrl = `${REDIS_URL.replace(/\/\d*$/, "")}/${1 + Math.floor(Math.random() * 15)}`;
  const instances: ServerProcess[] = [];
  let nginx: ChildProcess;
  let base = "";
  let smtp: FakeSmtpServer;
  let yookassa: FakeYooKassaServer;

  const admin = (statement: string) => runStatement(POSTGRES_URL, statement);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${databaseName}`);
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    await redis.quit();
    smtp = await startFakeSmtp();
    yookassa = await startFakeYooKassa();
    const listen = await freePort();
    base = `http://127.0.0.1:${listen}`;
    const env = (port: number) => ({
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: smtp.url,
      PAYMENTS_PROVIDER: "yookassa",
      YOOKASSA_API_URL: yookassa.apiUrl,
      YOOKASSA_SHOP_ID: yookassa.shopId,
      YOOKASSA_SECRET_KEY: yookassa.secretKey,
      PORT: String(port),
      PUBLIC_URL: base,
      TRUST_PROXY: "1",
      JWT_SECRET: "deploy-test-secret-deploy-test-secret",
      ADMIN_PASSWORD: "deploy-admin-password",
      FREE_DRAWS_PER_MINUTE: String(FREE_DRAWS_PER_MINUTE),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "mandala-instance-")),
      NODE_ENV: "production",
      RENDER_THREADS: "1",
      LOG_LEVEL: "warn",
    });
    // Migrations once (as mandala-migrate.service does), then the three instances.
    const migrate = migrateOnce(env(0));
    expect(migrate.status, migrate.stderr).toBe(0);
    const ports = [await freePort(), await freePort(), await freePort()];
    for (const port of ports) instances.push(startServer({ ...env(port), LOG_LEVEL: "info" }));
    await Promise.all(instances.map((instance) => instance.listening));

    nginx = startNginx(listen, ports).nginx;
    await vi.waitFor(async () => expect((await fetch(`${base}/api/ready`)).status).toBe(200), {
      timeout: 60_000,
      interval: 100,
    });
  }, 300_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        instance.child.kill("SIGTERM");
        await instance.exited;
      }
    }
    await smtp?.close();
    await yookassa?.close();
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  /** A monthly plan in the shared database, as the admin would add it. */
  async function monthlyPlan(): Promise<number> {
    const database = await openDatabase({ url: databaseUrl });
    try {
      return (await createPlan(database.db, { billingPeriod: "month", priceRub: 990, tier: "advanced" })).id;
    } finally {
      await database.close();
    }
  }

  /** A request straight to one instance, past the balancer. */
  const direct = (index: number, pathname: string, init?: RequestInit) =>
    instances[index]?.listening.then((url) => fetch(`${url}${pathname}`, init)) as Promise<Response>;

  it("one person's journey hops across the instances, and goes on when one is killed", async () => {
    // Readiness on every instance: the shared PostgreSQL and Redis answer.
    for (const index of [0, 1, 2]) {
      expect(await (await direct(index, "/api/ready")).json()).toEqual({
        ready: true,
        checks: { database: true, redis: true },
      });
    }

    // Register through the balancer; the verification e-mail is a job, sent once by one instance.
    const username = `hop_${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    const registered = await fetch(`${base}/api/auth/register/`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({
        username,
        email,
        password: "correct-horse-battery",
        personal_data_consent: true,
      }),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    await smtp.nextMessage(0);

    // Sign in on one instance, upload the avatar on another: the token and the file are shared.
    const token = await (
      await direct(0, "/api/auth/token/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password: "correct-horse-battery" }),
      })
    ).json();
    const form = new FormData();
    form.append("avatar", new Blob([PNG], { type: "image/png" }), "me.png");
    const uploaded = await direct(1, "/api/auth/profile/avatar/", {
      method: "POST",
      headers: { authorization: `Bearer ${token.access}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const avatar: string = (await uploaded.json()).avatar;
    // The avatar as the server stored it (re-encoded, account/avatar.ts): the same from every instance.
    const stored = Buffer.from(await (await direct(0, avatar)).arrayBuffer());
    expect(await sharp(stored).metadata()).toMatchObject({ format: "png", width: 24, height: 24 });
    for (const index of [0, 1, 2]) {
      const served = await direct(index, avatar);
      expect(served.status, `instance ${index}`).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
      expect(served.headers.get("cache-control")).toContain("immutable");
    }

    // One instance dies mid-journey (no drain); the balancer sends everything to the others.
    instances[1]?.child.kill("SIGKILL");
    await instances[1]?.exited;

    const profile = await fetch(`${base}/api/auth/userinfo/`, {
      headers: { authorization: `Bearer ${token.access}` },
    });
    expect(profile.status).toBe(200);
    expect((await profile.json()).avatar).toBe(avatar);
    const seenThroughNginx = await fetch(`${base}${avatar}`);
    expect(seenThroughNginx.status).toBe(200);

    // A real drawing, then the free-drawing limit counted once across the surviving instances.
    const statuses: number[] = [];
    const pictures: string[] = [];
    for (let n = 0; n < FREE_DRAWS_PER_MINUTE + 2; n++) {
      const response = await fetch(`${base}${demoDrawUrl(n)}`);
      statuses.push(response.status);
      const body = await response.json();
      if (response.status === 200) pictures.push(body.pic);
    }
    const jpeg = Buffer.from(pictures[0] ?? "", "base64");
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(jpeg.byteLength).toBeGreaterThan(1000);
    expect(statuses).toEqual([...Array(FREE_DRAWS_PER_MINUTE).fill(200), 429, 429]);

    // Pay on one instance; YooKassa's notification lands on another; the plan is live on every one.
    const planId = await monthlyPlan();
    const purchase = await direct(0, "/draw/api/v1/free/subscription/purchase/", {
      method: "POST",
      headers: { authorization: `Bearer ${token.access}`, "content-type": "application/json" },
      body: JSON.stringify({ plan_id: planId, personal_data_consent: true }),
    });
    expect(purchase.status, await purchase.clone().text()).toBe(200);
    const { payment_id: paymentId } = await purchase.json();
    const remote = [...yookassa.payments.values()].find((p) => p.metadata.payment_id === paymentId);
    if (!remote) throw new Error("the payment never reached YooKassa");
    yookassa.settle(remote.id, "succeeded");
    const notified = await direct(2, "/api/payments/yookassa/notifications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: remote.id } }),
    });
    expect(notified.status).toBe(200);
    const subscription = "/draw/api/v1/free/subscription/";
    const signedIn = { headers: { authorization: `Bearer ${token.access}` } };
    const states = [fetch(`${base}${subscription}`, signedIn), direct(0, subscription, signedIn)];
    for (const state of await Promise.all(states))
      expect(await state.json()).toMatchObject({ status: "active", is_active: true });
    await smtp.messageTo(email, "Мы получили оплату тарифа");

    // Every job ran exactly once: two e-mails (verification, payment) each delivered once, no job
    // failed or retried, and every slot of billing's schedules sent at most one job.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // A delivered mail's job is marked completed a moment after the SMTP server has it.
      const mails = "SELECT state, retry_count, data->>'to' AS to FROM pgboss.job WHERE name = 'mail.send'";
      await vi.waitFor(
        async () =>
          expect((await client.query(mails)).rows).toEqual([
            { state: "completed", retry_count: 0, to: email },
            { state: "completed", retry_count: 0, to: email },
          ]),
        { timeout: 10_000, interval: 100 },
      );
      const troubled = await client.query(
        "SELECT name, state FROM pgboss.job WHERE state IN ('failed', 'retry') OR retry_count > 0",
      );
      expect(troubled.rows).toEqual([]);
      const twice = await client.query(
        `SELECT singleton_key, singleton_on FROM pgboss.job WHERE name = '__pgboss__send-it'
         GROUP BY singleton_key, singleton_on HAVING count(*) > 1`,
      );
      expect(twice.rows).toEqual([]);
    } finally {
      await client.end();
    }
    const received = smtp.messages
      .filter((message) => message.to.includes(email))
      .map((m) => mailText(m.data));
    expect(received).toHaveLength(2);
    expect(received.filter((text) => text.includes("Мы получили оплату тарифа"))).toHaveLength(1);

    // The checklist's backup and restore: pg_dump, pg_restore into a scratch database, data all there.
    const dump = path.join(mkdtempSync(path.join(os.tmpdir(), "mandala-dump-")), "mandala.dump");
    const dumped = spawnSync("pg_dump", ["-Fc", "-f", dump, databaseUrl], { encoding: "utf8" });
    expect(dumped.status, dumped.stderr).toBe(0);
    await admin(`CREATE DATABASE ${databaseName}_restore`);
    try {
      const restoreUrl = withDatabase(POSTGRES_URL, `${databaseName}_restore`);
      const restored = spawnSync("pg_restore", ["--no-owner", "-d", restoreUrl, dump], { encoding: "utf8" });
      expect(restored.status, restored.stderr).toBe(0);
      const copy = new pg.Client({ connectionString: restoreUrl });
      await copy.connect();
      try {
        const users = await copy.query("SELECT avatar FROM users WHERE username = $1", [username]);
        expect(users.rows).toEqual([{ avatar }]);
        const files = await copy.query("SELECT length(bytes) AS size FROM stored_files");
        expect(files.rows).toEqual([{ size: stored.length }]);
      } finally {
        await copy.end();
      }
    } finally {
      await admin(`DROP DATABASE IF EXISTS ${databaseName}_restore WITH (FORCE)`);
    }
  }, 180_000);
});
