/** Builds a set's PDF: a cover with the name and description, then colour, digits and dots pages. */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  type MandalaParams,
  maxPatternLength,
  type PaletteSize,
  SHAPES,
  type ShapeId,
  shapeById,
  type View,
} from "@mandala/engine";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import type { Renderer } from "../../render/renderer.ts";

const require = createRequire(import.meta.url);
const FONT_PATH = require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
let fontBytes: Promise<Buffer> | undefined;

/** A4 in points, and the page margin. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
/** The pictures' size in px: sharp when printed on A4. */
export const SET_IMAGE_SIZE = 1400;

/** What one set's PDF holds. */
export interface SetContent {
  title: string;
  /** Plain text or HTML (tags are dropped). */
  description: string;
  phrases: readonly string[];
}

const VIEWS: readonly { view: View; caption: string }[] = [
  { view: "colorized", caption: "Мандала в цвете" },
  { view: "digits", caption: "Шаблон с цифрами для раскрашивания" },
  { view: "dots", caption: "Шаблон точками" },
];

const BASIC_SHAPES = SHAPES.filter((shape) => shape.tier === "basic").map((shape) => shape.id);

/** The mandala of the n-th phrase: basic shapes in turn, the shape's default methods, 9 colours. */
export function mandalaFor(phrase: string, index: number): MandalaParams {
  const shapeId = BASIC_SHAPES[index % BASIC_SHAPES.length] as ShapeId;
  const shape = shapeById(shapeId);
  if (!shape) throw new Error(`unknown shape ${shapeId}`);
  return {
    phrase,
    shape: shape.id,
    firstMethod: shape.defaultMethod,
    additionalMethod: shape.defaultAdditionalMethod,
    patternLength: Math.max(1, Math.min(7, maxPatternLength(phrase))),
    palette: 9 as PaletteSize,
  };
}

/** Pages in a set's PDF: the cover and three per phrase. */
export const pageCount = (content: Pick<SetContent, "phrases">) => 1 + content.phrases.length * VIEWS.length;

function plainText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&laquo;/g, "«")
    .replace(/&raquo;/g, "»")
    .replace(/&amp;/g, "&")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/** Splits text into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.trim().split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number) {
  const x = (PAGE.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x: Math.max(PAGE.margin, x), y, size, font, color: rgb(0.2, 0.16, 0.3) });
}

function drawCover(doc: PDFDocument, font: PDFFont, content: SetContent) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const inner = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - 160;
  centered(page, "Мандала желаний", font, 14, y + 60);
  for (const line of wrap(content.title, font, 30, inner)) {
    centered(page, line, font, 30, y);
    y -= 38;
  }
  y -= 20;
  for (const line of wrap(plainText(content.description), font, 12, inner)) {
    page.drawText(line, { x: PAGE.margin, y, size: 12, font, color: rgb(0.25, 0.25, 0.3) });
    y -= 18;
    if (y < PAGE.margin + 120) break;
  }
  y -= 12;
  page.drawText("Намерения набора:", { x: PAGE.margin, y, size: 12, font });
  for (const phrase of content.phrases) {
    y -= 18;
    page.drawText(`• ${phrase}`, { x: PAGE.margin + 12, y, size: 12, font });
  }
  centered(page, "Формат: PDF · Язык: русский", font, 9, PAGE.margin);
}

/** Renders every picture (in the worker pool) and lays the PDF out. */
export async function buildSetPdf(renderer: Renderer, content: SetContent): Promise<Uint8Array> {
  fontBytes ??= readFile(FONT_PATH);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(content.title);
  doc.setAuthor("Мандала желаний");
  doc.setLanguage("ru");
  const font = await doc.embedFont(await fontBytes, { subset: true });
  drawCover(doc, font, content);

  const mandalas = content.phrases.map(mandalaFor);
  const images = await Promise.all(
    mandalas.flatMap((params) =>
      VIEWS.map(({ view }) => renderer.render({ ...params, view, format: "jpeg", size: SET_IMAGE_SIZE })),
    ),
  );
  for (const [m, params] of mandalas.entries()) {
    for (const [v, { caption }] of VIEWS.entries()) {
      const bytes = images[m * VIEWS.length + v];
      if (!bytes) throw new Error("missing picture");
      const image = await doc.embedJpg(bytes);
      const page = doc.addPage([PAGE.width, PAGE.height]);
      centered(page, params.phrase, font, 18, PAGE.height - PAGE.margin - 10);
      centered(page, caption, font, 11, PAGE.height - PAGE.margin - 32);
      const side = Math.min(PAGE.width - 2 * PAGE.margin, PAGE.height - 2 * PAGE.margin - 70);
      page.drawImage(image, {
        x: (PAGE.width - side) / 2,
        y: (PAGE.height - 70 - side) / 2,
        width: side,
        height: side,
      });
    }
  }
  return doc.save();
}
