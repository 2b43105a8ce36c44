/**
 * Writes the small SVG pictures of docs/method.md into docs/img/: one per shape, per first method and per
 * additional method, and one per view.
 *
 *   node scripts/docs-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildScene,
  computeMandala,
  DEMO_DEFAULTS,
  LAYOUTS,
  type MandalaParams,
  METHODS,
  type SceneOptions,
  SHAPES,
  sceneToSvg,
} from "@mandala/engine";

const dir = fileURLToPath(new URL("../docs/img", import.meta.url));
const SIZE = 240;

function write(name: string, params: Partial<MandalaParams>, options: Partial<SceneOptions> = {}): void {
  const mandala = computeMandala({ ...DEMO_DEFAULTS, patternLength: 4, sectorLength: 6, ...params });
  const scene = buildScene(mandala, { view: "colorized", size: SIZE, legend: false, ...options });
  writeFileSync(`${dir}/${name}.svg`, `${sceneToSvg(scene)}\n`);
}

mkdirSync(dir, { recursive: true });
for (const s of SHAPES) {
  write(`shape-${s.id}`, {
    shape: s.id,
    firstMethod: s.defaultMethod,
    additionalMethod: s.defaultAdditionalMethod,
  });
}
for (const m of METHODS)
  write(`method-${m.id}`, { shape: "eight_diamond", firstMethod: m.id, additionalMethod: "1" });
for (const l of LAYOUTS)
  write(`layout-${l.def.id}`, { shape: "six_diamond", firstMethod: "1", additionalMethod: l.def.id });
write("view-colorized", {}, { legend: true, size: 320 });
write(
  "view-digits",
  { patternLength: 3, shape: "hexagon", firstMethod: "1", additionalMethod: "1" },
  { view: "digits", size: 320 },
);
write("view-dots", {}, { view: "dots", filter: [8, 9], size: 320 });
write(
  "view-numbered-dots",
  { patternLength: 3, shape: "hexagon", firstMethod: "1", additionalMethod: "1" },
  { view: "dots", numberedDots: true, size: 320, watermark: "превью" },
);
console.log(`pictures written to ${dir}`);
