/**
 * Web benchmark: the home page's initial weight, and (when `lighthouse` is installed) Lighthouse scores in
 * the local Chromium with mobile emulation.
 *   npm run build -w @mandala/web && node --import tsx bench/web.ts
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { startBenchServer } from "./server.ts";
import { type BenchRow, printRows } from "./types.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "apps/web/dist");

const gzipKb = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** Static imports of a built chunk (`from"./x.js"`, `import"./x.js"`), as dist-relative paths. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(dist, file), "utf8");
  return [...code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map((m) => `assets/${m[1]}`);
}

/**
 * The files a first visit to `/` loads: index.html's script, module preloads and styles, then the
 * home route's lazy chunk with its static imports and its CSS. Chunks loaded later (the calculator,
 * when its section comes near) are not counted.
 */
export function homeInitialFiles(): string[] {
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)) files.add(m[1] as string);
  const entry = [...files].find((f) => f.endsWith(".js"));
  if (!entry) throw new Error("no entry script in dist/index.html");
  const entryCode = readFileSync(path.join(dist, entry), "utf8");
  const home = /assets\/home-page-[\w-]+\.js/.exec(entryCode)?.[0];
  if (!home) throw new Error("no home-page chunk referenced by the entry");
  const queue = [entry, home];
  while (queue.length) {
    const file = queue.pop() as string;
    if (file.endsWith(".js") && !files.has(file) && file !== entry) files.add(file);
    for (const dep of staticImports(file)) if (!files.has(dep)) queue.push(dep);
  }
  files.add(entry);
  for (const m of entryCode.matchAll(/assets\/home-page-[\w-]+\.css/g)) files.add(m[0]);
  return [...files];
}

async function lighthouseRows(): Promise<BenchRow[]> {
  const load = (name: string) => import(name).catch(() => null);
  const [lighthouse, launcher] = [await load("lighthouse"), await load("chrome-launcher")];
  if (!lighthouse || !launcher) {
    console.log("lighthouse / chrome-launcher are not installed: Lighthouse scores skipped");
    return [];
  }
  const server = await startBenchServer(3191);
  try {
    const chrome = await launcher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
    });
    try {
      /**
       * "devtools" applies the mobile network and CPU throttling in Chromium itself, so the pre-rendered
       * page paints while its scripts are still downloading. Lighthouse's default "simulate" estimates
       * from an unthrottled trace in which the first paint came after the scripts, and so counts them
       * as needed for it: its figures are printed beside, without a budget.
       */
      const audit = async (throttlingMethod: "devtools" | "simulate") => {
        const result = await lighthouse.default(`${server.baseUrl}/`, {
          port: chrome.port,
          output: "json",
          onlyCategories: ["performance", "accessibility"],
          formFactor: "mobile",
          throttlingMethod,
          logLevel: "error",
        });
        return {
          score: (id: string) => Math.round((result?.lhr.categories[id]?.score ?? 0) * 100),
          ms: (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? 0),
        };
      };
      const real = await audit("devtools");
      const simulated = await audit("simulate");
      return [
        {
          name: "web.lighthouse first contentful paint",
          value: real.ms("first-contentful-paint"),
          unit: "ms",
        },
        {
          name: "web.lighthouse largest contentful paint",
          value: real.ms("largest-contentful-paint"),
          unit: "ms",
        },
        { name: "web.lighthouse total blocking time", value: real.ms("total-blocking-time"), unit: "ms" },
        {
          name: "web.lighthouse performance (mobile, /)",
          value: real.score("performance"),
          unit: "score",
          budget: { op: ">=", value: 90 },
        },
        {
          name: "web.lighthouse accessibility (/)",
          value: real.score("accessibility"),
          unit: "score",
          budget: { op: ">=", value: 95 },
        },
        {
          name: "web.lighthouse performance, simulated (mobile, /)",
          value: simulated.score("performance"),
          unit: "score",
        },
        {
          name: "web.lighthouse first contentful paint, simulated",
          value: simulated.ms("first-contentful-paint"),
          unit: "ms",
        },
      ];
    } finally {
      await chrome.kill();
    }
  } finally {
    server.stop();
  }
}

/** Measures the home page's initial JS and CSS (gzipped) and, when possible, its Lighthouse scores. */
export async function run(): Promise<BenchRow[]> {
  if (!existsSync(path.join(dist, "index.html")))
    throw new Error("build the web app first: npm run build -w @mandala/web");
  const files = homeInitialFiles();
  const js = files.filter((f) => f.endsWith(".js")).reduce((sum, f) => sum + gzipKb(f), 0);
  const css = files.filter((f) => f.endsWith(".css")).reduce((sum, f) => sum + gzipKb(f), 0);
  return [
    { name: "web.home initial JS (gzip)", value: js, unit: "KB", budget: { op: "<=", value: 120 } },
    { name: "web.home initial JS + CSS (gzip)", value: js + css, unit: "KB" },
    ...(await lighthouseRows()),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await run();
  printRows(rows);
  console.log(
    homeInitialFiles()
      .map((f) => `  ${f} ${gzipKb(f).toFixed(1)} KB`)
      .join("\n"),
  );
}
