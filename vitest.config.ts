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
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          environment: "node",
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: ["vitest.setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
