/**
 * The Pillow anchor of the star bench (bench/pillow_star.py, Debian's python3-pil), run from a helper
 * process started once, before the measures. Starting Python from the measuring process would fork it:
 * every page it holds turns copy-on-write, and its next measures fault on each page they write again
 * (seen here: 10 MB written after a spawn took 40 ms against 0.7 ms, 2,560 faults).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The helper's own code: runs the script when asked and answers its median in ms (null on failure). */
const HELPER = `
const { execFileSync } = require("node:child_process");
process.on("message", ({ script, runs }) => {
  try {
    const out = execFileSync("/usr/bin/python3", [script, String(runs)], { encoding: "utf8" });
    const ms = /median ([\\d.]+) ms/.exec(out)?.[1];
    process.send({ ms: ms ? Number(ms) : null });
  } catch {
    process.send({ ms: null });
  }
});
`;

export interface PillowAnchor {
  /** Pillow's median ms drawing the star `runs` times (after its own warm-up), or null when it failed. */
  medianMs(runs: number): Promise<number | null>;
  stop(): void;
}

/** The anchor's helper, or null without Python and Pillow (/usr/bin/python3 with python3-pil). */
export function startPillow(): PillowAnchor | null {
  const script = fileURLToPath(new URL("./pillow_star.py", import.meta.url));
  if (!existsSync("/usr/bin/python3")) return null;
  const helper = spawn(process.execPath, ["-e", HELPER], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  return {
    medianMs: (runs) =>
      new Promise((resolve) => {
        if (helper.exitCode !== null) return resolve(null);
        const exited = () => resolve(null);
        helper.once("exit", exited);
        helper.once("message", (reply) => {
          helper.off("exit", exited);
          resolve((reply as { ms: number | null }).ms);
        });
        helper.send({ script, runs });
      }),
    stop: () => helper.kill(),
  };
}
