import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { TestClock } from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { testConfig } from "../../../test/app.ts";
import { buildApp } from "../../app.ts";
import { openDatabase } from "../../db/client.ts";

const KILLED = path.resolve(import.meta.dirname, "../../../test/export-killed-process.ts");
const EXPORT = "/api/auth/account/export/";

/** Starts the process whose export hangs; resolves with its account once the export job runs. */
async function exportRunningInAnotherProcess(dataDir: string) {
  const child = spawn(process.execPath, [KILLED], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = once(child, "exit");
  let output = "";
  const account = await new Promise<{ username: string; password: string }>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      const running = /export running (\{.*\})/.exec(output)?.[1];
      if (running) resolve(JSON.parse(running));
    };
    child.stdout.on("data", collect);
    child.stderr.on("data", collect);
    void exited.then(() => reject(new Error(`the process exited before its export ran:\n${output}`)));
  });
  const kill = async () => {
    child.kill("SIGKILL");
    await exited;
  };
  return { account, kill };
}

describe("an export whose process was killed mid-run", () => {
  it("is taken up again once its lease runs out and finished, and the customer can then ask again", {
    timeout: 300_000,
  }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "mandala-export-killed-"));
    const running = await exportRunningInAnotherProcess(dataDir);
    await running.kill();

    // A new process on the same data, its job queue on a clock the test moves.
    const clock = new TestClock(Date.now());
    const database = await openDatabase({ dataDir });
    const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), database, jobsClock: clock });
    try {
      const signedIn = await app.inject({
        method: "POST",
        url: "/api/auth/token/",
        payload: running.account,
      });
      const headers = { authorization: `Bearer ${signedIn.json().access}`, "accept-language": "en" };
      const state = async () => (await app.inject({ method: "GET", url: EXPORT, headers })).json().state;
      const ask = () => app.inject({ method: "POST", url: EXPORT, headers });

      // Nothing tells a dead job from a running one before its lease runs out: one at a time.
      expect(await state()).toBe("preparing");
      expect((await ask()).statusCode).toBe(409);

      // The queue's time moves until the dead job is taken up again; the retry then runs in real time.
      const inState = async (jobState: string) =>
        (await app.jobs.counts()).some((row) => row.name === "account-export" && row.state === jobState);
      let seconds = 0;
      const tickWhile = async (still: () => Promise<boolean>) => {
        while ((await still()) && seconds < 20 * 60) {
          await clock.tick(5_000);
          seconds += 5;
        }
      };
      await tickWhile(async () => !(await inState("retry")));
      await tickWhile(() => inState("retry"));
      console.log(`an export killed mid-run was taken up again after ${seconds} s of the queue's time`);
      expect(seconds).toBeLessThan(5 * 60);
      await vi.waitFor(async () => expect(await state()).toBe("ready"), { timeout: 120_000, interval: 250 });
      const again = await ask();
      expect(again.statusCode, again.body).toBe(202);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
