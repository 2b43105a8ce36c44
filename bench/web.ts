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
 * The scripts a page's HTML loads up front: its entry, its module preloads, and every chunk they
 * import statically. Chunks loaded later (the calculator, when its section comes near) are not counted.
 */
function initialScripts(html: string): string[] {
  const text = readFileSync(path.join(dist, html), "utf8");
  const queue = [...text.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  if (queue.length === 0) throw new Error(`no script in dist/${html}`);
  const files = new Set<string>();
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...staticImports(file));
  }
  return [...files];
}

/** The scripts a first visit to `/` loads: dist/home.html, the pre-rendered home document. */
const homeInitialFiles = () => initialScripts("home.html");

const LIGHTHOUSE_RUNS = 3;
/** The server's port (BENCH_PORT overrides it, so that parallel checkouts do not collide). */
const PORT = Number(process.env.BENCH_PORT) || 3191;

async function lighthouseRows(): Promise<BenchRow[]> {
  const load = (name: string) => import(name).catch(() => null);
  const [lighthouse, launcher] = [await load("lighthouse"), await load("chrome-launcher")];
  if (!lighthouse || !launcher) {
    console.log("lighthouse / chrome-launcher are not installed: Lighthouse scores skipped");
    return [];
  }
  const server = await startBenchServer(PORT);
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
      // Scores vary from run to run on a shared machine: the run with the median performance counts.
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await audit("devtools"));
      runs.sort((a, b) => a.score("performance") - b.score("performance"));
      const real = runs[Math.floor(runs.length / 2)] as (typeof runs)[number];
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
          name: `web.lighthouse performance (mobile, /, median of ${LIGHTHOUSE_RUNS})`,
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
    await server.stop();
  }
}

/** Measures the home page's initial JS and HTML (gzipped) and, when possible, its Lighthouse scores. */
export async function run(): Promise<BenchRow[]> {
  if (!existsSync(path.join(dist, "home.html")))
    throw new Error("build the web app first: npm run build -w @mandala/web");
  const sum = (files: string[]) => files.reduce((total, f) => total + gzipKb(f), 0);
  return [
    {
      name: "web.home initial JS (gzip)",
      value: sum(homeInitialFiles()),
      unit: "KB",
      budget: { op: "<=", value: 120 },
    },
    { name: "web.home HTML with inlined CSS (gzip)", value: gzipKb("home.html"), unit: "KB" },
    {
      name: "web.app shell initial JS, other pages (gzip)",
      value: sum(initialScripts("index.html")),
      unit: "KB",
    },
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
