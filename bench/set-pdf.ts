/**
 * Learning-set PDF benchmark: the CPU time of building each seeded set's PDF (cover, contents, guide,
 * and per mandala its colour page, digits sheets and dots page), after one unmeasured build that warms
 * up the PDF library and the fonts. CPU time, not wall time: the build is synchronous work, and the
 * machine may be shared. The budget is the one the unit suite used to assert (2 s of CPU a set).
 *   npm run bench -- set-pdf
 */
import { fileURLToPath } from "node:url";
import { LEARNING_SET_TOPICS } from "../apps/server/src/db/seed-data.ts";
import { buildSetPdf } from "../apps/server/src/modules/catalogue/set-pdf.ts";
import { type BenchRow, median, printRows } from "./types.ts";

const SETS = LEARNING_SET_TOPICS.flatMap((topic) => topic.sets);
const BUDGET_MS = 2000;

/** CPU ms of building `set`'s PDF once. */
async function cpuMsOfBuild(set: (typeof SETS)[number]): Promise<number> {
  const started = process.cpuUsage();
  await buildSetPdf({ title: set.name, description: set.description, intentions: set.intentions });
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

/** Each set's build, the slowest and the median, in CPU ms. */
export async function run(): Promise<BenchRow[]> {
  const [first] = SETS;
  if (!first) throw new Error("no seeded learning set to build");
  await cpuMsOfBuild(first);
  const rows: BenchRow[] = [];
  for (const set of SETS) {
    rows.push({
      name: `set-pdf ${set.slug} (${set.intentions.length} mandalas), CPU`,
      value: await cpuMsOfBuild(set),
      unit: "ms",
      budget: { op: "<=", value: BUDGET_MS },
    });
  }
  rows.push({
    name: "set-pdf median of the sets, CPU",
    value: median(rows.map((row) => row.value)),
    unit: "ms",
  });
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRows(await run());
