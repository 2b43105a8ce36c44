/** Print-ready A4 PDFs: one picture per page with a heading, text set in the bundled DejaVu Sans. */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb } from "pdf-lib";

const require = createRequire(import.meta.url);
let fontBytes: Buffer | null = null;
const font = () => {
  fontBytes ??= readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"));
  return fontBytes;
};

/** A4 in PDF points, and the page margin. */
export const A4 = { width: 595.28, height: 841.89, margin: 40 } as const;

/** One page: a heading, an optional line under it, and a JPEG or PNG picture. */
export interface PdfPage {
  heading: string;
  subheading?: string;
  image: Buffer;
  format: "jpeg" | "png";
}

/** Lays out each page on A4 (picture centred, as large as fits) and returns the PDF's bytes. */
export async function picturesToPdf(pages: readonly PdfPage[], meta: { title: string; author?: string }) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(meta.title);
  pdf.setAuthor(meta.author ?? "Мандала желаний");
  pdf.setCreator("Мандала желаний");
  const text = await pdf.embedFont(font(), { subset: true });
  const ink = rgb(0.17, 0.15, 0.21);

  for (const page of pages) {
    const sheet = pdf.addPage([A4.width, A4.height]);
    let top = A4.height - A4.margin;
    sheet.drawText(page.heading, {
      x: A4.margin,
      y: top - 16,
      size: 16,
      font: text,
      color: ink,
      maxWidth: A4.width - 2 * A4.margin,
    });
    top -= 26;
    if (page.subheading) {
      sheet.drawText(page.subheading, {
        x: A4.margin,
        y: top - 11,
        size: 10,
        font: text,
        color: rgb(0.4, 0.37, 0.45),
      });
      top -= 20;
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
