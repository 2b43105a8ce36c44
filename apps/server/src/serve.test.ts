import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVE } from "../test/server-process.ts";

describe("npm run serve (the units' start)", () => {
  it("refuses to start without a built web app, saying to run npm run build", () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), "mandala-no-build-"));
    const run = spawnSync(process.execPath, [SERVE], {
      env: { PATH: process.env.PATH ?? "", WEB_DIST: webDist, PORT: "0" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`The web app is not built (${path.join(webDist, "index.html")} is missing)`);
    expect(run.stderr).toContain("run `npm run build`");
  });
});
