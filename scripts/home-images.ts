/**
 * Renders the home page's illustrations (apps/web/public/images/home/) and the learning sets' icons
 * (apps/web/public/images/sets/, named by the seeded sets' slugs) with our own engine as static SVG
 * files, so the pages show real mandalas without shipping the engine in their JavaScript. Their dots
 * and numbers are written as a path each (numbers in DejaVu Sans's outlines, as the raster renderer
 * draws them): a browser builds, lays out and paints every element of an image on its main thread,
 * and the 384 numbers of one picture cost a phone ~200 ms there (docs/decisions/028).
 * Re-run after a change to the engine's pictures and commit the files:
 *
 *   node scripts/home-images.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildScene,
  computeMandala,
  type MandalaParams,
  type SceneOptions,
  type ShapeId,
  sceneToSvg,
} from "@mandala/engine";
import fontkit from "@pdf-lib/fontkit";
import { dejaVuSansFile } from "../apps/server/src/render/dejavu.ts";

const dir = fileURLToPath(new URL("../apps/web/public/images/home", import.meta.url));
const setsDir = fileURLToPath(new URL("../apps/web/public/images/sets", import.meta.url));

interface Picture {
  /** File name without `.svg`. */
  name: string;
  phrase: string;
  shape: ShapeId;
  firstMethod: string;
  additionalMethod?: string;
  patternLength?: number;
  sectorLength?: number;
  palette?: MandalaParams["palette"];
  size: number;
  view?: SceneOptions["view"];
}

const PICTURES: Picture[] = [
  // Hero: the wish «Я счастлива и любима» as an eight-pointed star.
  {
    name: "hero",
    phrase: "Я счастлива и любима",
    shape: "eight_diamond",
    firstMethod: "8",
    sectorLength: 9,
    size: 560,
  },
  // Method introduction: one wish in the three views (digits → colour → dots).
  {
    name: "view-digits",
    phrase: "Мир в душе",
    shape: "hexagon",
    firstMethod: "1",
    patternLength: 2,
    size: 360,
    view: "digits",
  },
  {
    name: "view-colorized",
    phrase: "Мир в душе",
    shape: "hexagon",
    firstMethod: "1",
    patternLength: 2,
    size: 360,
  },
  {
    name: "view-dots",
    phrase: "Мир в душе",
    shape: "hexagon",
    firstMethod: "1",
    patternLength: 2,
    size: 360,
    view: "dots",
  },
  // Basic methods: the four basic shapes.
  {
    name: "basic-demoshape",
    phrase: "Спокойствие",
    shape: "demoshape",
    firstMethod: "1",
    patternLength: 4,
    size: 280,
  },
  {
    name: "basic-octagon",
    phrase: "Ясность",
    shape: "octagon",
    firstMethod: "1",
    patternLength: 4,
    size: 280,
  },
  {
    name: "basic-eight_diamond",
    phrase: "Радость",
    shape: "eight_diamond",
    firstMethod: "81",
    sectorLength: 7,
    size: 280,
  },
  {
    name: "basic-six_diamond",
    phrase: "Гармония",
    shape: "six_diamond",
    firstMethod: "82",
    sectorLength: 7,
    size: 280,
  },
  // Advanced methods: the advanced shapes.
  {
    name: "advanced-stern",
    phrase: "Любовь к себе",
    shape: "stern",
    firstMethod: "82",
    sectorLength: 9,
    palette: 12,
    size: 320,
  },
  {
    name: "advanced-twelve_diamond",
    phrase: "Изобилие",
    shape: "twelve_diamond",
    firstMethod: "5",
    patternLength: 4,
    palette: 13,
    size: 320,
  },
  // Covers of the four free sets.
  {
    name: "set-lyubov",
    phrase: "Я люблю и любима",
    shape: "octagon",
    firstMethod: "2",
    patternLength: 4,
    size: 320,
  },
  {
    name: "set-izobilie",
    phrase: "Деньги приходят легко",
    shape: "eight_diamond",
    firstMethod: "8",
    sectorLength: 8,
    size: 320,
  },
  {
    name: "set-zdorovie",
    phrase: "Я здорова и полна сил",
    shape: "hexagon",
    firstMethod: "2",
    patternLength: 5,
    size: 320,
  },
  {
    name: "set-garmoniya",
    phrase: "Гармония в доме",
    shape: "six_diamond",
    firstMethod: "81",
    sectorLength: 8,
    size: 320,
  },
  // Poster of the video, drawn as dots.
  {
    name: "video-poster",
    phrase: "Я на своём пути",
    shape: "stern",
    firstMethod: "82",
    sectorLength: 8,
    size: 360,
    view: "dots",
  },
];

/** DejaVu Sans, regular and bold: the font the raster renderer draws numbers with. */
const FONTS = [false, true].map((bold) => fontkit.create(readFileSync(dejaVuSansFile(bold))));

/** A length in tenths of a pixel as path data: "1.5", "-.3", "2". */
function tenths(value: number): string {
  const text = String(Math.abs(value) / 10).replace(/^0\./, ".");
  return value < 0 ? `-${text}` : ` ${text}`;
}

/** Outlines written so far, by text, size and weight: a picture's labels repeat a few numbers. */
const outlines = new Map<string, string>();

/** A label's outline (see outlineOf), the same string for every label of the same text, size and weight. */
function labelOutline(text: string, fontSize: number, bold: boolean): string {
  const key = `${bold ? "b" : "r"}${fontSize}:${text}`;
  let d = outlines.get(key);
  if (d === undefined) {
    d = outlineOf(text, fontSize, bold);
    outlines.set(key, d);
  }
  return d;
}

/**
 * A label's outline in relative path commands from its anchor, centred on it with its em box's middle
 * on the anchor's line (as SVG's text-anchor="middle" and dominant-baseline="central" place text).
 * Points are rounded to 0.1 px and each step is taken from the last point as written, so the
 * rounding does not add up along a contour.
 */
function outlineOf(text: string, fontSize: number, bold: boolean): string {
  const font = FONTS[bold ? 1 : 0] as (typeof FONTS)[number];
  const run = font.layout(text);
  const scale = fontSize / font.unitsPerEm;
  const middle = ((font.ascent + font.descent) / 2) * scale;
  let pen = -(run.advanceWidth * scale) / 2;
  let d = "";
  let at: [number, number] = [0, 0];
  let start: [number, number] = [0, 0];
  const step = (command: string, ...coordinates: number[]) => {
    const points: [number, number][] = [];
    for (let i = 0; i < coordinates.length; i += 2) {
      points.push([
        Math.round((pen + (coordinates[i] as number) * scale) * 10),
        Math.round((middle - (coordinates[i + 1] as number) * scale) * 10),
      ]);
    }
    d +=
      command +
      points
        .map(([x, y]) => tenths(x - at[0]) + tenths(y - at[1]))
        .join("")
        .replace(/^ /, "");
    at = points[points.length - 1] as [number, number];
    if (command === "m") start = at;
  };
  const recorder = {
    moveTo: (x: number, y: number) => step("m", x, y),
    lineTo: (x: number, y: number) => step("l", x, y),
    quadraticCurveTo: (...c: number[]) => step("q", ...c),
    bezierCurveTo: (...c: number[]) => step("c", ...c),
    closePath: () => {
      d += "z";
      at = start;
    },
  };
  run.glyphs.forEach((glyph, i) => {
    glyph.path.toFunction()(recorder);
    pen += (run.positions[i]?.xAdvance ?? 0) * scale;
  });
  return d;
}

/** Renders one picture; the white page behind the mandala is dropped so it sits on the page's paper. */
function render(p: Picture): string {
  const mandala = computeMandala({
    phrase: p.phrase,
    shape: p.shape,
    firstMethod: p.firstMethod,
    additionalMethod: p.additionalMethod ?? "1",
    patternLength: p.patternLength ?? 4,
    sectorLength: p.sectorLength,
    palette: p.palette ?? 9,
  });
  const scene = buildScene(mandala, { view: p.view ?? "colorized", size: p.size, legend: false });
  return sceneToSvg(scene, { circlesAsPath: true, labelOutline })
    .replace(/<title>[^<]*<\/title>\n?/, "")
    .replace(/<rect width="(\d+)" height="(\d+)" fill="#ffffff"\/>\n?/, "");
}

/** The seeded learning sets' icons: each set's name drawn as a small mandala. */
const SET_ICONS: Picture[] = (
  [
    { name: "garmoniya-v-pare", phrase: "Гармония в паре", shape: "six_diamond", firstMethod: "6" },
    { name: "lyubov-k-sebe", phrase: "Любовь к себе", shape: "twelve_diamond", firstMethod: "6" },
    {
      name: "denezhnyy-potok",
      phrase: "Денежный поток",
      shape: "eight_diamond",
      firstMethod: "8",
      sectorLength: 6,
    },
    { name: "spokoynyy-son", phrase: "Спокойный сон", shape: "octagon", firstMethod: "4" },
  ] satisfies Omit<Picture, "size">[]
).map((icon) => ({ ...icon, patternLength: 3, size: 160 }));

function writeAll(pictures: readonly Picture[], into: string) {
  mkdirSync(into, { recursive: true });
  let total = 0;
  for (const p of pictures) {
    const svg = `${render(p)}\n`;
    total += svg.length;
    writeFileSync(`${into}/${p.name}.svg`, svg);
  }
  console.log(`${pictures.length} pictures (${Math.round(total / 1024)} KB) written to ${into}`);
}

writeAll(PICTURES, dir);
writeAll(SET_ICONS, setsDir);
