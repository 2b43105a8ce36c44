/**
 * Engine benchmark: main matrix, mandala and scene for a realistic phrase.
 *   node bench/engine.ts
 */
import { fileURLToPath } from "node:url";
import { buildScene, computeMandala, DEMO_DEFAULTS, mainMatrix, SHAPES, sceneToSvg } from "@mandala/engine";
import { type BenchRow, printRows, timeMedian } from "./types.ts";

const PHRASE = "Я счастлива, любима и живу в гармонии с миром";

/** Measures the engine's hot paths (median ms over many runs). */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  rows.push({
    name: "engine.mainMatrix (38 letters, n=9)",
    value: timeMedian(() => mainMatrix(PHRASE, 9), 500),
    unit: "ms",
    budget: { op: "<=", value: 1 },
  });
  rows.push({
    name: "engine.mainMatrix (200 chars, n=13)",
    value: timeMedian(() => mainMatrix("а".repeat(200), 13), 100),
    unit: "ms",
  });
  for (const shape of SHAPES) {
    const params = {
      ...DEMO_DEFAULTS,
      phrase: PHRASE,
      shape: shape.id,
      firstMethod: shape.sectorLengthApplies ? "8" : "1",
      additionalMethod: "1",
      sectorLength: 16,
    };
    const mandala = computeMandala(params);
    rows.push({
      name: `engine.computeMandala ${shape.id} (${mandala.cells.length} cells)`,
      value: timeMedian(() => computeMandala(params), 200),
      unit: "ms",
    });
    rows.push({
      name: `engine.buildScene colorized ${shape.id}`,
      value: timeMedian(() => buildScene(mandala, { view: "colorized" }), 200),
      unit: "ms",
    });
  }
  const largest = computeMandala({
    ...DEMO_DEFAULTS,
    phrase: PHRASE,
    shape: "eight_diamond",
    firstMethod: "8",
    additionalMethod: "1",
    sectorLength: 16,
  });
  rows.push({
    name: "engine.mandala+scene eight_diamond k=16 digits",
    value: timeMedian(() => buildScene(computeMandala(largest.params), { view: "digits" }), 200),
    unit: "ms",
    budget: { op: "<=", value: 5 },
  });
  const scene = buildScene(largest, { view: "colorized" });
  rows.push({
    name: "engine.sceneToSvg eight_diamond k=16",
    value: timeMedian(() => sceneToSvg(scene), 100),
    unit: "ms",
  });
  rows.push({
    name: "engine.svg size eight_diamond k=16",
    value: sceneToSvg(scene).length / 1024,
    unit: "KiB",
  });
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRows(await run());
