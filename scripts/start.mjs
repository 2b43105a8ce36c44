// `npm start`: builds the web app when it is missing or older than its sources, then runs the
// server (which migrates and seeds the database) on http://localhost:3000, on this Node when it is
// 22.18 or newer, else on the Node 24 that `npm install` puts in node_modules/.bin.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { root, runServer } from "./run-server.mjs";

const web = path.join(root, "apps/web");

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

runServer();
