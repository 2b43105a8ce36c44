import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumPath } from "./e2e/support/chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Playwright loads this file again in every worker: the main process's data directory (the server's)
// is kept in the environment, which the workers inherit.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "mandala-e2e-"));
const dataDir = process.env.E2E_DATA_DIR;

/** Browser journeys in Chromium (e2e/support/chromium.ts says which) against the built app on a real server with fresh data. */
export default defineConfig({
  testDir: "e2e",
  // The fake VK ID the server's VKID_API_URL points to, shared by every spec of the run.
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Generous waits: on a slow, shared 2-core machine (the server, two workers and their Chromiums on the
  // same cores) a sign-up that lands in the builder took over 7 s. Journeys check behaviour; speed is
  // measured by `npm run bench`.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: "ru-RU",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@mobile/ },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, grep: /@mobile/ },
  ],
  webServer: {
    command: "node apps/server/src/server.ts",
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-password",
      // VK ID against the fake in e2e/support/fake-vk-id.ts, started by the global setup on PORT + 1.
      VKID_APP_ID: "51234567",
      VKID_API_URL: `http://127.0.0.1:${PORT + 1}`,
      // Every journey comes from one address: a hundred of them sign in within a few minutes.
      AUTH_ATTEMPTS_PER_MINUTE: "1000",
      // The home page's lesson video (a YouTube id); no seller is configured: the demo seller stands in.
      LESSON_VIDEO_ID: "M7lc1UVf-VE",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  },
});
