import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * The entry of a worker thread that runs the TypeScript module `worker`: a tiny ES module (data: URL)
 * that registers tsx and imports it. On Node 20, `new Worker(url.ts, { execArgv: ["--import", "tsx"] })`
 * fails with "Unknown file extension .ts": loader hooks registered by --import do not apply to a worker's
 * entry point. This works under `node --import tsx`, plain node and vitest alike.
 */
export function typescriptWorkerEntry(worker: URL): URL {
  const tsxApi = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/\.cjs$/, ".mjs");
  const code = [
    `import { register } from ${JSON.stringify(pathToFileURL(tsxApi).href)};`,
    "register();",
    `await import(${JSON.stringify(worker.href)});`,
  ].join("\n");
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}
