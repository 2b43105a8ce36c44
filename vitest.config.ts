import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "engine",
          include: ["packages/engine/src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        // The fast tier (npm run test:rules): the contract's schemas and the server's pure rules
        // (*.rules.test.ts: billing terms, dates, quota, plan rights), with no database and no app.
        test: {
          name: "rules",
          include: ["packages/contract/src/**/*.test.ts", "apps/server/src/**/*.rules.test.ts"],
          environment: "node",
          setupFiles: ["vitest.setup.ts"],
          // Pure functions share no state: the files of a worker load zod, drizzle's schema and the
          // server's modules once (a third of the time on a busy 2-core machine).
          isolate: false,
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
          exclude: [...configDefaults.exclude, "apps/server/src/**/*.rules.test.ts"],
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
