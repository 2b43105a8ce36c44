// Runs the server (which migrates and seeds the database) in a child process, on this Node when it is
// 22.18 or newer (it runs the TypeScript sources itself, stripping their types), else on the Node 24
// that `npm install` puts in node_modules/.bin; forwards SIGINT and SIGTERM to it (so that it drains)
// and exits with its code. Used by `npm start` and `npm run serve`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(fileURLToPath(new URL("..", import.meta.url)));
/** The oldest Node that strips TypeScript's types without a flag. */
const OLDEST_NODE = "22.18";

function recentEnough(version) {
  const [major, minor] = version.split(".").map(Number);
  const [oldestMajor, oldestMinor] = OLDEST_NODE.split(".").map(Number);
  return major > oldestMajor || (major === oldestMajor && minor >= oldestMinor);
}

/** The Node the server runs on: this one if it is recent enough, else the project's own. */
function serverNode() {
  if (recentEnough(process.versions.node)) return process.execPath;
  const bundled = path.join(root, "node_modules/.bin/node");
  if (existsSync(bundled)) {
    console.log(
      `Node ${process.versions.node} is older than ${OLDEST_NODE}: starting on node_modules/.bin/node.`,
    );
    return bundled;
  }
  console.error(
    `Node ${process.versions.node} is older than ${OLDEST_NODE}. Run \`npm install\` (it puts Node 24 in node_modules/.bin) or use Node ${OLDEST_NODE} or newer.`,
  );
  process.exit(1);
}

export function runServer() {
  const server = spawn(serverNode(), ["apps/server/src/server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "production", ...process.env },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
