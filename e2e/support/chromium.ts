import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/**
 * The Chromium that the journeys, the benchmarks and the screenshot scripts launch: CHROMIUM_PATH when
 * set, else Debian's, else Playwright's own (undefined: Playwright launches it by itself). With none of
 * them, an error naming the fixes.
 */
export function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (existsSync(chromium.executablePath())) return undefined;
  throw new Error(
    [
      `No Chromium found: CHROMIUM_PATH is not set, ${DEBIAN_CHROMIUM} does not exist and Playwright's own Chromium is not installed.`,
      "Either run `npx playwright install chromium` (Playwright's, into its cache; on Linux add --with-deps for its libraries),",
      'or set CHROMIUM_PATH to a Chromium or Chrome executable (on macOS e.g. "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"),',
      "or on Debian or Ubuntu install the chromium package.",
    ].join("\n"),
  );
}
