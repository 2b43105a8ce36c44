import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const SERVER = path.resolve(import.meta.dirname, "../src/server.ts");

/** A server process started as `npm start` starts it, with its output collected. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves with the base URL once the server listens; rejects with its output if it exits first. */
  listening: Promise<string>;
  /** Resolves once the output so far satisfies `done` (checked as each chunk arrives). */
  outputUntil: (done: (output: string) => boolean) => Promise<void>;
}

/** Starts `server.ts` in a child process on a free port with `env` (DATA_DIR at least). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", SERVER], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiters = new Set<{ done: (output: string) => boolean; resolve: () => void }>();
  const collect = (chunk: Buffer) => {
    output += chunk;
    for (const waiter of waiters) {
      if (waiter.done(output)) {
        waiters.delete(waiter);
        waiter.resolve();
      }
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const outputUntil = (done: (output: string) => boolean) =>
    done(output) ? Promise.resolve() : new Promise<void>((resolve) => waiters.add({ done, resolve }));
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const listening = new Promise<string>((resolve, reject) => {
    const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
    void outputUntil((text) => address.test(text)).then(() => resolve(address.exec(output)?.[1] ?? ""));
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, output: () => output, exited, listening, outputUntil };
}
