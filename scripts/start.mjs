// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which migrates and seeds the database) on http://localhost:3000, on this Node when it is 22 or
// newer, else on the Node 24 that `npm install` puts in node_modules/.bin.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const web = path.join(root, "apps/web");
const OLDEST_NODE = 22;

/** The Node the server runs on: this one if it is recent enough, else the project's own. */
function serverNode() {
  if (Number(process.versions.node.split(".")[0]) >= OLDEST_NODE) return process.execPath;
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

const node = serverNode();

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  let built;
  try {
    built = statSync(path.join(web, "dist/index.html")).mtimeMs;
  } catch {
    return true;
  }
  const sources = [path.join(web, "src"), path.join(web, "public"), path.join(root, "packages")];
  return Math.max(...sources.map(newestMtime), statSync(path.join(web, "index.html")).mtimeMs) > built;
}

if (webBuildIsStale()) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "@mandala/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(node, ["--import", "tsx", "apps/server/src/server.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
