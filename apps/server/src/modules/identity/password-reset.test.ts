import { describe, expect, it } from "vitest";
import { useAuthApp } from "../../../test/auth.ts";
import { createUser } from "../../../test/factories.ts";
import { type FakeSmtpServer, startFakeSmtp } from "../../../test/fakes/smtp-server.ts";
import type { PasswordResetDeps } from "./password-reset.service.ts";
import { createPasswordResetService, PASSWORD_RESET_JOB } from "./password-reset.service.ts";

/** A dependency the code under test must not use: any use of it throws. */
const untouchable = <T>(name: string) =>
  new Proxy(
    {},
    {
      get: (_, key) => {
        throw new Error(`${name}.${String(key)} used`);
      },
    },
  ) as T;

describe("asking for a reset link", () => {
  it("does the same work for any address: it queues one job and reads nothing", async () => {
    const queued: unknown[] = [];
    const resets = createPasswordResetService({
      db: untouchable<PasswordResetDeps["db"]>("db"),
      sessions: untouchable<PasswordResetDeps["sessions"]>("sessions"),
      mailer: untouchable<PasswordResetDeps["mailer"]>("mailer"),
      opening: untouchable<PasswordResetDeps["opening"]>("opening"),
      jobs: {
        enqueue: async (name, data) => {
          queued.push({ name, data });
        },
      },
      publicUrl: "https://mandala.test",
    });
    await resets.request("known@example.com", "10.0.0.1");
    await resets.request("nobody@example.com", "10.0.0.2");
    expect(queued).toEqual([
      { name: PASSWORD_RESET_JOB, data: { email: "known@example.com", requestedIp: "10.0.0.1" } },
      { name: PASSWORD_RESET_JOB, data: { email: "nobody@example.com", requestedIp: "10.0.0.2" } },
    ]);
  });
});

describe("the time the answer takes", () => {
  let smtp: FakeSmtpServer | undefined;
  const ctx = useAuthApp(() => ({ SMTP_URL: smtp?.url ?? "" }));
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (
      ((sorted[Math.floor((sorted.length - 1) / 2)] ?? 0) +
        (sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0)) /
      2
    );
  };

  it("tells nobody whether an address has an account", async () => {
    smtp ??= await startFakeSmtp();
    const rounds = 40;
    for (let n = 0; n < rounds; n++)
      await createUser(ctx.database.db, { email: `timed${n}@example.com`, password: null });
    const ask = async (email: string) => {
      const started = performance.now();
      const answer = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/",
        payload: { email },
      });
      expect(answer.statusCode).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    // Warm up, then interleave, each first in turn, so that the machine's load falls on both alike.
    await ask("warm@example.com");
    for (let n = 0; n < rounds; n++) {
      const knownFirst = n % 2 === 0;
      if (knownFirst) known.push(await ask(`timed${n}@example.com`));
      unknown.push(await ask(`untimed${n}@example.com`));
      if (!knownFirst) known.push(await ask(`timed${n}@example.com`));
    }
    const [knownMedian, unknownMedian] = [median(known), median(unknown)];
    console.info(`median answer: known ${knownMedian.toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms`);
    // Generous (half the faster median and 2 ms): before the fix the known address took twice as long.
    const fastest = Math.min(knownMedian, unknownMedian);
    expect(Math.abs(knownMedian - unknownMedian)).toBeLessThan(fastest / 2 + 2);
    await smtp.close();
  }, 120_000);
});
