/**
 * After `vite build` (client) and `vite build --ssr` (src/entry-prerender.tsx), writes dist/home.html:
 * index.html with the home page's pre-rendered markup in #root, and the home route's stylesheet and
 * code requested up front. The server answers "/" with it.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const web = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(web, "dist");
const ssrDir = path.join(web, "dist-prerender");

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
  string,
  ManifestChunk
>;
const home = manifest["src/features/home/home-page.tsx"];
const homeTexts = manifest["src/i18n/ru/home.json"];
if (!home || !homeTexts) throw new Error("the home page or its texts are not in the build manifest");

const { render } = (await import(pathToFileURL(path.join(ssrDir, "entry-prerender.js")).href)) as {
  render(path: string): Promise<string>;
};
const markup = await render("/");
/** A stylesheet's rules, to be inlined: the first paint then waits for no request but the page's own. */
const styles = (file: string) => `<style>${readFileSync(path.join(dist, file), "utf8")}</style>`;
const head = [
  ...(home.css ?? []).map((css) => styles(css)),
  ...[home.file, homeTexts.file].map((file) => `<link rel="modulepreload" href="/${file}">`),
].join("\n    ");
const page = readFileSync(path.join(dist, "index.html"), "utf8")
  .replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_link, css: string) =>
    styles(css),
  )
  .replace("</head>", `    ${head}\n  </head>`)
  .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
if (!page.includes(markup)) throw new Error("index.html has no empty #root to fill");
writeFileSync(path.join(dist, "home.html"), page);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`dist/home.html: the home page pre-rendered (${Math.round(page.length / 1024)} KB)`);
