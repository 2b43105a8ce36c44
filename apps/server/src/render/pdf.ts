/** Print-ready A4 PDFs: one picture per page with a heading, text set in the bundled DejaVu Sans. */
import { readFileSync } from "node:fs";
import type { Mandala, MandalaParams, Scene } from "@mandala/engine";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { dejaVuSansFile } from "./dejavu.ts";
import { addDigitsSheets, SHEET } from "./pdf-digits.ts";
import { drawScene, type SharedShapes } from "./pdf-scene.ts";

let fontBytes: Buffer | null = null;
const font = () => {
  fontBytes ??= readFileSync(dejaVuSansFile());
  return fontBytes;
};

/**
 * fontkit, keeping the font it parsed from the same bytes: parsing DejaVu Sans and setting up its
 * layout tables cost a fresh font ~100 ms in every PDF; each document still embeds its own subset.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const fontkitKeepingFonts: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    if (postscriptName) return fontkit.create(bytes, postscriptName);
    let parsed = parsedFonts.get(bytes);
    if (!parsed) {
      parsed = fontkit.create(bytes);
      parsedFonts.set(bytes, parsed);
    }
    return parsed;
  },
};

/** A4 in PDF points, and the page margin. */
export const A4 = { width: 595.28, height: 841.89, margin: 40 } as const;

/** One page: a heading, an optional line under it, and a JPEG or PNG picture. */
export interface PdfPicturePage {
  heading: string;
  subheading?: string;
  image: Uint8Array;
  format: "jpeg" | "png";
}

/**
 * A digits template (vector, over as many sheets as its cells need); `sheet` names "sheet {part} of
 * {total}", its placeholders filled on each sheet. Plain data, as every page, for a worker thread.
 */
export interface PdfDigitsPage {
  heading: string;
  subheading?: string;
  digits: { mandala: Mandala; params: MandalaParams; sheet: string };
}

/**
 * An engine scene (square) drawn as vectors: sharp at any print size, a few hundred KB
 * where a 1600 px JPEG page was a few hundred KB each, and no raster work at all.
 */
export interface PdfScenePage {
  heading: string;
  subheading?: string;
  scene: Scene;
}

export type PdfPage = PdfPicturePage | PdfDigitsPage | PdfScenePage;

/**
 * Lays out each page on A4 (a picture or a scene centred, as large as fits; a digits template over its
 * sheets) and returns the PDF's bytes.
 */
export async function picturesToPdf(pages: readonly PdfPage[], meta: { title: string; author?: string }) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitKeepingFonts);
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author ?? "Мандала желаний");
  pdf.setCreator("Мандала желаний");
  const text = await pdf.embedFont(font(), { subset: true });
  const ink = rgb(0.17, 0.15, 0.21);
  // The scene pages' shapes, each written once: a print's number pages share the mandala's outline.
  const shapes: SharedShapes = new Map();

  /** The heading and subheading at the top of `sheet`; returns the y under them. */
  function heading(sheet: PDFPage, title: string, subheading: string | undefined, margin: number) {
    let top = A4.height - margin;
    sheet.drawText(title, {
      x: margin,
      y: top - 16,
      size: 16,
      font: text,
      color: ink,
      maxWidth: A4.width - 2 * margin,
    });
    top -= 26;
    if (subheading) {
      sheet.drawText(subheading, {
        x: margin,
        y: top - 11,
        size: 10,
        font: text,
        color: rgb(0.4, 0.37, 0.45),
      });
      top -= 20;
    }
    return top;
  }

  for (const page of pages) {
    if ("digits" in page) {
      const { mandala, params, sheet } = page.digits;
      addDigitsSheets(pdf, text, mandala, params, (paper, part, total) => {
        const label = sheet.replace("{part}", String(part)).replace("{total}", String(total));
        const parts = [page.subheading, total > 1 ? label : undefined].filter(Boolean);
        heading(paper, page.heading, parts.join(" · "), SHEET.margin);
      });
      continue;
    }
    const sheet = pdf.addPage([A4.width, A4.height]);
    const top = heading(sheet, page.heading, page.subheading, A4.margin);
    if ("scene" in page) {
      const side = Math.min(A4.width - 2 * A4.margin, top - A4.margin - 8);
      const at = { x: (A4.width - side) / 2, top: top - 8, scale: side / page.scene.width };
      drawScene(sheet, page.scene, text, at, shapes);
      continue;
    }
    const image = page.format === "png" ? await pdf.embedPng(page.image) : await pdf.embedJpg(page.image);
    const box = { width: A4.width - 2 * A4.margin, height: top - A4.margin - 8 };
    const scale = Math.min(box.width / image.width, box.height / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    sheet.drawImage(image, { x: (A4.width - width) / 2, y: top - 8 - height, width, height });
  }
  return Buffer.from(await pdf.save());
}
