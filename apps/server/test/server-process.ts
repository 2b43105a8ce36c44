import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";

const SERVER = path.resolve(import.meta.dirname, "../src/server.ts");
/** The production start that mandala@.service runs (`npm run serve`): the server on a built web app. */
export const SERVE = path.resolve(import.meta.dirname, "../../../scripts/serve.mjs");

/** A server process started as `npm start` starts it, with its output collected. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  /** The exit code, or the signal that ended the process. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Resolves with the base URL once the server listens; rejects with its output if it exits first. */
  listening: Promise<string>;
}

/**
 * Starts `server.ts` (or `entry`, e.g. SERVE) in a child process on a free port with `env` (DATA_DIR at
 * least).
 */
export function startServer(env: Record<string, string>, entry = SERVER): ServerProcess {
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = once(child, "exit").then(
    ([code, signal]) => (code as number | null) ?? (signal as NodeJS.Signals | null),
  );
  const listening = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  listening.catch(() => {});
  return { child, output: () => output, exited, listening };
}
