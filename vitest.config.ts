import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "engine",
          include: ["packages/*/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        // Resolve packages as Node does (graphql 17's "module-sync" build), not with Vite's "development"
        // condition: Yoga and Pothos, loaded by Node, would get another graphql module than the server's
        // own files, and graphql refuses types "from another module or realm".
        ssr: { resolve: { conditions: ["module-sync", "node"] } },
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["vitest.setup.ts"],
          // The files share their worker's modules (Fastify, pg-boss, GraphQL, drizzle...), evaluated once
          // per worker, not once per file: each file builds its own apps and databases, and none mocks a
          // module or leaves global state behind (docs/decisions/045).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
