// Runs the server (which migrates and seeds the database) in a child process, on the given Node (the
// project's: scripts/node-runtime.mjs); forwards SIGINT and SIGTERM to it (so that it drains) and exits
// with its code. Used by `npm start` and `npm run serve`.
import { spawn } from "node:child_process";
import { root } from "./node-runtime.mjs";

export function runServer(node) {
  const server = spawn(node, ["apps/server/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "production", ...process.env },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
