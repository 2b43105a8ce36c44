import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const apiTarget = process.env.API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
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
    },
  },
  test: {
    name: "web",
    root: import.meta.dirname,
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    environment: "happy-dom",
    setupFiles: ["./src/test/setup.ts"],
  },
});
