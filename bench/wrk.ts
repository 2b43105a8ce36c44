/**
 * Load from wrk (Debian's `wrk`), an HTTP load generator written in C: on a 2-core machine the client
 * shares the cores with the server it measures, and autocannon (JavaScript, reading each 580 KB drawing
 * through its own parser) took 0.41–0.55 ms of CPU a request where wrk takes 0.12–0.15 (docs/decisions/027).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export interface WrkLoad {
  baseUrl: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Each request's path: `before`, a number counted up from `from`, then `after`. */
  path: { before: string; after: string; from: number };
}

export interface WrkResult {
  requests: number;
  perSecond: number;
  /** Answers other than 2xx/3xx, and socket errors and timeouts. */
  failed: number;
}

/** A Lua string literal of ASCII text (JSON's escapes of ASCII are Lua's). */
const lua = (text: string) => JSON.stringify(text);

/** The wrk script: numbered paths, the headers, and the summary as one JSON line. */
function script({ headers, path: { before, after, from } }: WrkLoad): string {
  const fields = Object.entries(headers).map(([name, value]) => `[${lua(name)}] = ${lua(value)}`);
  return `
local n = ${from}
local headers = { ${fields.join(", ")} }
request = function()
  n = n + 1
  return wrk.format("GET", ${lua(before)} .. n .. ${lua(after)}, headers)
end
done = function(summary)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"us":%d,"failed":%d}\\n', summary.requests, summary.duration,
    e.status + e.connect + e.read + e.write + e.timeout))
end
`;
}

/** Runs wrk (one thread) against `load`; throws, saying how to install it, when it is missing. */
export async function runWrk(load: WrkLoad): Promise<WrkResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mandala-wrk-"));
  try {
    const file = path.join(dir, "load.lua");
    writeFileSync(file, script(load));
    // A 30 s timeout (wrk's default is 2 s): on a shared, overloaded machine a queued drawing can wait
    // longer than 2 s without anything being wrong with it.
    const args = ["-t1", `-c${load.connections}`, `-d${load.seconds}s`, "--timeout", "30s", "-s", file];
    args.push(load.baseUrl);
    const { stdout } = await promisify(execFile)("wrk", args).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT")
        throw new Error("wrk is missing: install it (Debian: apt-get install wrk)");
      throw error;
    });
    const line = stdout.split("\n").find((text) => text.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk said nothing of its requests:\n${stdout}`);
    const summary = JSON.parse(line) as { requests: number; us: number; failed: number };
    return {
      requests: summary.requests,
      perSecond: summary.requests / (summary.us / 1e6),
      failed: summary.failed,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
