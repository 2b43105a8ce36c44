/**
 * Raster benchmark: 1200 px JPEG per shape at the largest sector length, and each view, rendered on the
 * calling thread (one core), not through the pool.
 *   node bench/render.ts
 */
import { fileURLToPath } from "node:url";
import {
  buildScene,
  computeMandala,
  DEMO_DEFAULTS,
  type MandalaParams,
  SHAPES,
  type View,
} from "@mandala/engine";
import type { SavedMandalaRow } from "../apps/server/src/modules/mandalas/mandalas.repository.ts";
import { createMandalasService } from "../apps/server/src/modules/mandalas/mandalas.service.ts";
import { encodeScene } from "../apps/server/src/render/draw.ts";
import { createRenderer } from "../apps/server/src/render/renderer.ts";
import { renderInThread } from "../apps/server/src/render/request.ts";
import { type BenchRow, printRows, timeMedianAsync } from "./types.ts";

const PHRASE = "Я счастлива, любима и живу в гармонии с миром";

function largest(shape: MandalaParams["shape"]): MandalaParams {
  const def = SHAPES.find((s) => s.id === shape);
  return {
    ...DEMO_DEFAULTS,
    phrase: PHRASE,
    shape,
    firstMethod: def?.sectorLengthApplies ? "8" : "10",
    additionalMethod: "1",
    patternLength: def?.sectorLengthApplies ? 7 : 7, // L = 7 derives k = 14, the largest derived length
    sectorLength: 16,
  };
}

/**
 * A saved mandala's print.pdf at the largest settings (its three views and a page per number, all drawn
 * as vectors), a new phrase each time so that nothing is cached: what the print's PDF waits for, less
 * the HTTP round trip. Answers the median ms and the size of the last file in MB.
 */
async function savedMandalaPdf(): Promise<{ ms: number; mb: number }> {
  const renderer = createRenderer({ cacheEntries: 0 });
  const mandalas = createMandalasService({ renderer });
  const params = { ...largest("eight_diamond"), palette: 13 as const };
  const numbers = Array.from({ length: params.palette }, (_, i) => i + 1).join(",");
  let phrase = 0;
  let bytes = 0;
  try {
    const ms = await timeMedianAsync(async () => {
      const row = {
        ...params,
        id: 1,
        userId: 1,
        phrase: `${PHRASE} ${phrase++}`,
        sectorLength: params.sectorLength ?? null,
        pattern: [1, 2, 3],
        view: "colorized",
        createdAt: new Date(),
      } as SavedMandalaRow;
      bytes = (await mandalas.pdf(row, "colorized,digits,dots", numbers, "ru")).length;
    }, 9);
    return { ms, mb: bytes / 1e6 };
  } finally {
    await renderer.close();
  }
}

/** Measures raster rendering (median ms). */
export async function run(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const shape of SHAPES) {
    const params = largest(shape.id);
    const runs = shape.id === "eight_diamond" ? 40 : 12;
    const ms = await timeMedianAsync(
      () => renderInThread({ ...params, view: "colorized", format: "jpeg", size: 1200 }),
      runs,
      3,
    );
    rows.push({
      name: `render.jpeg1200 colorized ${shape.id}`,
      value: ms,
      unit: "ms",
      ...(shape.id === "eight_diamond" ? { budget: { op: "<=" as const, value: 25 } } : {}),
    });
  }
  const mandala = computeMandala(largest("eight_diamond"));
  const views: [string, View, boolean][] = [
    ["colorized", "colorized", false],
    ["digits", "digits", false],
    ["dots", "dots", false],
    ["numbered dots", "dots", true],
  ];
  for (const [name, view, numberedDots] of views) {
    for (const size of [600, 1200, 2400]) {
      const scene = buildScene(mandala, { view, numberedDots, filter: "*", size });
      rows.push({
        name: `render.jpeg ${name} eight_diamond ${size}px`,
        value: await timeMedianAsync(() => encodeScene(scene, "jpeg"), 10, 2),
        unit: "ms",
      });
    }
  }
  const scene = buildScene(mandala, { view: "colorized" });
  rows.push({
    name: "render.png colorized eight_diamond 1200px",
    value: await timeMedianAsync(() => encodeScene(scene, "png"), 10, 2),
    unit: "ms",
  });
  const pdf = await savedMandalaPdf();
  rows.push(
    {
      name: "pdf: saved mandala print.pdf (3 views, 13 numbers), eight_diamond k=16",
      value: pdf.ms,
      unit: "ms",
      budget: { op: "<=", value: 800 },
    },
    {
      name: "pdf: its size",
      value: Math.round(pdf.mb * 100) / 100,
      unit: "MB",
      budget: { op: "<=", value: 5 },
    },
  );
  return rows;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) printRows(await run());
