/**
 * After `vite build` (client) and `vite build --ssr` (src/entry-prerender.tsx, into dist/ssr/, which the
 * server keeps to render the other pages: never served), writes dist/home.html,
 * the home document the server answers "/" with: index.html's head, the home page pre-rendered in
 * #root, and instead of the SPA's script the home entry's (src/entry-home.tsx) with its chunks and
 * Russian texts requested up front and its styles inlined.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { chunkOf, readManifest, staticClosure } from "./manifest.ts";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(web, "dist");
const ssrDir = path.join(dist, "ssr");

const manifest = readManifest(dist);

const homeChunks = staticClosure(manifest, "src/entry-home.tsx");
const [entry, ...imported] = homeChunks;
if (!entry) throw new Error("the home entry has no chunk");
const preloads = [...imported.map((c) => c.file), chunkOf(manifest, "src/i18n/ru/home.json").file];
const stylesheets = [...new Set(homeChunks.flatMap((c) => c.css ?? []))];

const { renderHome } = (await import(pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href)) as {
  renderHome(): Promise<string>;
};
const markup = await renderHome();

/** index.html's head without the SPA's script, preloads and stylesheets. */
const spaHtml = readFileSync(path.join(dist, "index.html"), "utf8");
const withoutSpaAssets = spaHtml
  .replace(/\s*<script type="module" crossorigin src="\/assets\/[^"]+"><\/script>/g, "")
  .replace(/\s*<link rel="(?:modulepreload|stylesheet)" crossorigin href="\/assets\/[^"]+">/g, "");
if (withoutSpaAssets.includes('src="/assets/'))
  throw new Error("index.html has a script this script does not know");

/** The stylesheets are inlined: the first paint then waits for no request but the page's own. */
const head = [
  ...stylesheets.map((css) => `<style>${readFileSync(path.join(dist, css), "utf8")}</style>`),
  `<script type="module" crossorigin src="/${entry.file}"></script>`,
  ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
].join("\n    ");
const page = withoutSpaAssets
  .replace("</head>", `    ${head}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!page.includes(markup)) throw new Error("index.html has no empty #root to fill");
writeFileSync(path.join(dist, "home.html"), page);
console.log(`dist/home.html: the home page pre-rendered (${Math.round(page.length / 1024)} KB)`);
