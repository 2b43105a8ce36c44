import { mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FREE_SETS } from "./free-sets.ts";
import { createSetFiles } from "./set-files.ts";

describe("the set PDFs' warm-up", () => {
  it("builds every free and learning set's PDF in a worker thread, and reports the sets it cannot build", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "set-files-"));
    const warnings: object[] = [];
    const files = createSetFiles({ dataDir, log: { warn: (details) => void warnings.push(details) } });
    const set = {
      name: "Проба",
      description: "",
      descriptionShort: "",
      intentions: [{ phrase: "Я спокойна" }],
    };

    await files.warmUp(async () => [
      { ...set, slug: "probe" },
      { ...set, slug: "Not a slug" },
    ]);

    expect(readdirSync(path.join(dataDir, "files", "free-sets"))).toHaveLength(FREE_SETS.length);
    const built = readdirSync(path.join(dataDir, "files", "sets"));
    expect(built).toEqual([expect.stringMatching(/^probe-[0-9a-f]{16}\.pdf$/)]);
    // The request path finds the warm-up's file instead of building its own.
    expect(path.basename(await files.learningSet({ ...set, slug: "probe" }))).toBe(built[0]);
    expect(warnings).toEqual([{ slug: "Not a slug", error: expect.stringContaining("unsafe set slug") }]);
  }, 60_000);
});
