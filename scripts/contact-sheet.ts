/**
 * Renders every shape × method for every palette and view into contact sheets, docs/contact-sheet-*.jpg
 * (one sheet per palette and view: rows are shapes, columns are methods), plus one sheet of every shape ×
 * additional method, plus colorized sheets at pattern lengths 1 and 2 (palette 9), where the engine draws from
 * the unfolded edge of a short code. Throws, naming the combination, if any of them fails.
 *
 *   node scripts/contact-sheet.ts [phrase]
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildScene,
  computeMandala,
  DEMO_DEFAULTS,
  LAYOUTS,
  type MandalaParams,
  METHODS,
  PALETTE_SIZES,
  type SceneOptions,
  SHAPES,
} from "@mandala/engine";
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import { drawScene } from "../apps/server/src/render/draw.ts";
import { FONT_FAMILY, registerFonts } from "../apps/server/src/render/fonts.ts";

const THUMB = 150;
const HEADER = 56;
const ROW_LABEL = 150;
const CAPTION = 22;

const VIEWS: Record<string, Pick<SceneOptions, "view" | "numberedDots">> = {
  colorized: { view: "colorized" },
  digits: { view: "digits" },
  dots: { view: "dots" },
  "numbered-dots": { view: "dots", numberedDots: true },
};

interface Column {
  caption: string;
  params: (shape: (typeof SHAPES)[number]) => Partial<MandalaParams>;
}

function sheet(title: string, columns: readonly Column[], base: MandalaParams, view: SceneOptions): Buffer {
  registerFonts();
  const width = ROW_LABEL + columns.length * THUMB;
  const height = HEADER + SHAPES.length * (THUMB + CAPTION);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f4f2f7";
  ctx.fillRect(0, 0, width, height);
  text(ctx, title, 16, HEADER / 2, 22, "left");
  SHAPES.forEach((shape, row) => {
    const y = HEADER + row * (THUMB + CAPTION);
    text(ctx, shape.id, 10, y + THUMB / 2, 15, "left");
    columns.forEach((column, col) => {
      const params = { ...base, shape: shape.id, ...column.params(shape) };
      const x = ROW_LABEL + col * THUMB;
      try {
        const scene = buildScene(computeMandala(params), { ...view, size: THUMB - 8, legend: false });
        ctx.save();
        ctx.translate(x + 4, y + 4);
        drawScene(ctx, scene);
        ctx.restore();
      } catch (error) {
        throw new Error(`${title}: ${JSON.stringify(params)} failed`, { cause: error });
      }
      text(ctx, column.caption, x + THUMB / 2, y + THUMB + CAPTION / 2 - 2, 11, "center");
    });
  });
  return canvas.encodeSync("jpeg", 80);
}

function text(
  ctx: SKRSContext2D,
  value: string,
  x: number,
  y: number,
  size: number,
  align: "left" | "center",
) {
  ctx.fillStyle = "#2a2633";
  ctx.font = `bold ${size}px "${FONT_FAMILY}"`;
  ctx.textAlign = align;
  ctx.textBaseline = "middle";
  ctx.fillText(value, x, y);
}

/** Writes every sheet into `dir` and returns the file names. */
export function contactSheets(dir: string, phrase: string = DEMO_DEFAULTS.phrase): string[] {
  const files: string[] = [];
  const methodColumns: Column[] = METHODS.map((m) => ({
    caption: `${m.id} ${m.label.en}`,
    params: (shape) => ({ firstMethod: m.id, additionalMethod: shape.defaultAdditionalMethod }),
  }));
  for (const palette of PALETTE_SIZES) {
    for (const [name, view] of Object.entries(VIEWS)) {
      const base: MandalaParams = { ...DEMO_DEFAULTS, phrase, palette, sectorLength: 12 };
      const title = `«${phrase}», L = 7, palette ${palette}, ${name}; shapes × first methods (additional: shape default)`;
      const file = `contact-sheet-${palette}-${name}.jpg`;
      writeFileSync(`${dir}/${file}`, sheet(title, methodColumns, base, view));
      files.push(file);
    }
  }
  for (const patternLength of [1, 2]) {
    const base: MandalaParams = { ...DEMO_DEFAULTS, phrase, patternLength, sectorLength: 12 };
    const title = `«${phrase}», L = ${patternLength}, palette 9, colorized; shapes × first methods (additional: shape default)`;
    const file = `contact-sheet-9-colorized-L${patternLength}.jpg`;
    writeFileSync(`${dir}/${file}`, sheet(title, methodColumns, base, VIEWS.colorized as SceneOptions));
    files.push(file);
  }
  const layoutColumns: Column[] = LAYOUTS.map((l) => ({
    caption: `${l.def.id} ${l.def.label.en}`,
    params: (shape) => ({ firstMethod: shape.defaultMethod, additionalMethod: l.def.id }),
  }));
  const base: MandalaParams = { ...DEMO_DEFAULTS, phrase, sectorLength: 12 };
  writeFileSync(
    `${dir}/contact-sheet-layouts.jpg`,
    sheet(`«${phrase}», palette 9: shapes (default method) × additional methods`, layoutColumns, base, {
      view: "colorized",
    }),
  );
  files.push("contact-sheet-layouts.jpg");
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL("../docs", import.meta.url));
  const started = performance.now();
  const files = contactSheets(dir, process.argv[2]);
  console.log(`${files.length} sheets in docs/ (${Math.round(performance.now() - started)} ms)`);
}
