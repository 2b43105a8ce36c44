/**
 * Renders the home page's illustrations (apps/web/public/images/home/) and the learning sets' icons
 * (apps/web/public/images/sets/, named by the seeded sets' slugs) with our own engine as static SVG
 * files, so the pages show real mandalas without shipping the engine in their JavaScript.
 * Re-run after a change to the engine's pictures and commit the files:
 *
 *   node --import tsx scripts/home-images.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  buildScene,
  computeMandala,
  type MandalaParams,
  type SceneOptions,
  type ShapeId,
  sceneToSvg,
} from "@mandala/engine";

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
  return sceneToSvg(scene)
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
