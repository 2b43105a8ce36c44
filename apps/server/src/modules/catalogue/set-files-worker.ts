/** The set-PDF warm-up's worker thread (see SetFiles.warmUp): builds every missing set PDF, then exits. */
import { parentPort, workerData } from "node:worker_threads";
import { createSetFiles, type WarmUpData, type WarmUpFailure } from "./set-files.ts";

const { dataDir, learningSets } = workerData as WarmUpData;
const files = createSetFiles({
  dataDir,
  log: {
    warn(details) {
      const { slug, err } = details as { slug: string; err: unknown };
      parentPort?.postMessage({ slug, message: String(err) } satisfies WarmUpFailure);
    },
  },
});
await files.buildAll(learningSets);
