/**
 * A build step after `vite build`: writes dist/sw.js, the service worker (worker/sw.js) headed by the
 * build's `BUILD`: its version (a hash of the app's shell and its hashed files, so a new build is a new
 * worker whose caches replace the old ones) and the files cached at install: every script, style and
 * font of the app (/assets/), so that any page opens offline once the worker is installed.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(web, "dist");

/** What a page may load from /assets/: scripts, styles, fonts (not the compressed copies, not pictures). */
const CACHED = /\.(?:js|css|woff2)$/;

const assets = readdirSync(path.join(dist, "assets"))
  .filter((file) => CACHED.test(file))
  .sort()
  .map((file) => `/assets/${file}`);
const version = createHash("sha256")
  .update(readFileSync(path.join(dist, "index.html")))
  .update(assets.join("\n"))
  .digest("hex")
  .slice(0, 16);
const bytes = assets.reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);

const source = readFileSync(path.join(web, "worker/sw.js"), "utf8");
writeFileSync(path.join(dist, "sw.js"), `const BUILD = ${JSON.stringify({ version, assets })};\n${source}`);
console.log(
  `dist/sw.js: version ${version}, ${assets.length} files cached at install (${Math.round(bytes / 1024)} KB)`,
);
