/**
 * `npm run bench`: every benchmark, each figure printed with its budget beside it.
 * `npm run bench -- engine render` runs only the named suites. Exits non-zero when a budget is broken.
 */
import { type BenchRow, keeps, printRows } from "./types.ts";

const SUITES: Record<string, () => Promise<{ run(): Promise<BenchRow[]> }>> = {
  engine: () => import("./engine.ts"),
  render: () => import("./render.ts"),
  "draw-api": () => import("./draw-api.ts"),
  star: () => import("./star.ts"),
  web: () => import("./web.ts"),
  colouring: () => import("./colouring.ts"),
  preview: () => import("./preview.ts"),
  nginx: () => import("./nginx.ts"),
  waits: () => import("./waits.ts"),
  "set-pdf": () => import("./set-pdf.ts"),
};

const wanted = process.argv.slice(2);
const names = wanted.length > 0 ? wanted : Object.keys(SUITES);
const rows: BenchRow[] = [];
for (const name of names) {
  const load = SUITES[name];
  if (!load) {
    console.error(`Unknown suite "${name}"; suites: ${Object.keys(SUITES).join(", ")}`);
    process.exit(2);
  }
  console.log(`\n== ${name}`);
  const suiteRows = await (await load()).run();
  printRows(suiteRows);
  rows.push(...suiteRows);
}

const broken = rows.filter((row) => !keeps(row));
console.log(`\n${rows.length - broken.length} of ${rows.length} figures within budget or unbudgeted.`);
if (broken.length > 0) {
  console.log(`Over budget: ${broken.map((row) => row.name).join("; ")}`);
  process.exitCode = 1;
}
