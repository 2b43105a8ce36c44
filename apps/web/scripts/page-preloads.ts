/**
 * A build step after `vite build`: writes dist/page-preloads.json, for each route of the SPA the scripts
 * and styles its page needs beyond the app's entry (the page's chunk and those it imports, and its
 * Russian texts). The server names them in the page's HTML, so
 * that the browser fetches them with the entry instead of discovering them once the entry has run.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ROUTE_TABLE, type RoutePage } from "../src/route-table.ts";
import { readManifest, staticClosure } from "./manifest.ts";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(web, "dist");
const manifest = readManifest(dist);
const DEFAULT_LANGUAGE = "ru";

/** What the entry's HTML loads already: index.html and what it imports. */
const entry = staticClosure(manifest, "index.html");
const loaded = new Set(entry.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));

/** The page's files the entry does not load, scripts and styles apart, each once. */
function filesOf({ module, namespaces }: RoutePage) {
  // The Russian texts, the default language's (an English reader's load once the entry has run).
  const texts = namespaces
    .map((ns) => `src/i18n/${DEFAULT_LANGUAGE}/${ns}.json`)
    .filter((key) => key in manifest);
  const chunks = [`src/${module}`, ...texts].flatMap((key) => staticClosure(manifest, key));
  const unique = (files: string[]) => [...new Set(files)].filter((file) => !loaded.has(file));
  return {
    scripts: unique(chunks.map((chunk) => chunk.file)),
    styles: unique(chunks.flatMap((chunk) => chunk.css ?? [])),
  };
}

const preloads = Object.fromEntries(ROUTE_TABLE.map((route) => [route.path, filesOf(route.page)]));
writeFileSync(path.join(dist, "page-preloads.json"), JSON.stringify(preloads));
console.log(`dist/page-preloads.json: the files of ${ROUTE_TABLE.length} pages`);
