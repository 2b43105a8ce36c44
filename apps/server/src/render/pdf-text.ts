/** What the text pages of the PDFs share: the A4 page, the ink colours, and wrapping lines. */
import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { dejaVuSansFile } from "./dejavu.ts";

/** A4 in points, and the page margin (10 mm). */
export const PAGE = { width: 595.28, height: 841.89, margin: 28.35 } as const;
export const INK = rgb(0.2, 0.16, 0.3);
export const MUTED = rgb(0.4, 0.37, 0.45);

let dejaVuBytes: Buffer | undefined;

/** A new PDF with DejaVu Sans embedded as its font (only the glyphs it uses). */
export async function textPdf(): Promise<{ pdf: PDFDocument; font: PDFFont }> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  dejaVuBytes ??= readFileSync(dejaVuSansFile());
  return { pdf, font: await pdf.embedFont(dejaVuBytes, { subset: true }) };
}

/** Splits text into lines no wider than `width` at `size`, at ordinary spaces only (never a no-break one). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph
      .trim()
      .split(/[ \t\r]+/)
      .filter(Boolean)) {
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
