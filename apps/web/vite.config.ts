import react from "@vitejs/plugin-react";
import { createLogger } from "vite";
import { defineConfig } from "vitest/config";
import { formsModule } from "./scripts/forms-chunk.ts";

/**
 * Vite's log without one warning a reader cannot act on: "A PostCSS plugin did not pass the `from`
 * option" comes whenever a CSS module composes a class of another file (`composes: x from "…"`), whose
 * rules postcss-modules inlines without their source file. Vite wants that file only to rewrite a
 * relative url(); our composed rules have none (data: URIs and tokens only).
 */
function buildLogger() {
  const logger = createLogger();
  const warnOnce = logger.warnOnce;
  logger.warnOnce = (message, options) => {
    if (!message.includes("did not pass the `from` option")) warnOnce(message, options);
  };
  return logger;
}

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  customLogger: buildLogger(),
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ["/api", "/draw", "/graphql", "/uploads", "/sitemap.xml", "/robots.txt", "/files"].map((prefix) => [
        prefix,
        { target: apiTarget, changeOrigin: true },
      ]),
    ),
  },
  build: {
    target: "es2022",
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Two entries: the SPA (index.html) and the home document (scripts/prerender.ts writes home.html).
    rolldownOptions: {
      input: { index: "index.html", home: "src/entry-home.tsx" },
      output: {
        /*
         * Few, larger chunks: a page was ~45 requests over HTTP/1.1's six connections per host, ~1.4 KB of
         * headers each, and on a phone's network each round of six waited a round trip; the entry's and
         * a page's files finished 3–4 s after the document (bench/web.ts, Lighthouse's mobile network).
         * The libraries the entries load at once are one chunk (the router apart: the home entry has
         * none); the shared UI and API code the entries load, another; what pages share later, one chunk
         * per feature or for src/ui and src/api, instead of one per module.
         */
        codeSplitting: {
          groups: [
            {
              name: "router",
              test: /node_modules[\\/]react-router/,
              tags: ["$initial"],
              priority: 4,
              // React stays in the vendor chunk, which the home entry loads without the router.
              includeDependenciesRecursively: false,
            },
            { name: "vendor", test: /node_modules[\\/]/, tags: ["$initial"], priority: 3 },
            {
              name: (id) => (/src[\\/]features[\\/]home[\\/]/.test(id) ? "home" : "app"),
              debugName: "home or app",
              test: /src[\\/]|packages[\\/]/,
              tags: ["$initial"],
              minShareCount: 2,
              priority: 3,
              includeDependenciesRecursively: false,
            },
            {
              name: (id) =>
                /src[\\/]features[\\/]([\w-]+)[\\/]/.exec(id)?.[1] ??
                // The forms' libraries and the schemas built on them apart: a page without a form has none.
                (formsModule(id) ? "forms" : "shared"),
              debugName: "a feature, forms or shared",
              test: /src[\\/](ui|api|features)[\\/]|packages[\\/]|node_modules[\\/]/,
              minShareCount: 2,
              priority: 1,
              // Each module where its own name puts it: a feature's chunk does not take in the engine.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    // The shared console.error rule first: its afterEach then runs after this project's cleanup.
    setupFiles: ["../../vitest.setup.ts", "./src/test/setup.ts"],
  },
});
