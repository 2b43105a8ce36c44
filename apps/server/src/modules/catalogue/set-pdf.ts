/**
 * Builds a set's PDF: a cover, the contents (linked to each mandala), a short guide, then for every
 * intention its colour mandala, its digits template (over several sheets when its cells would be smaller
 * than 5 mm) and its dots template. Everything is drawn as vectors, so a 12-mandala set takes well under
 * a second and prints sharp.
 */
import { readFile } from "node:fs/promises";
import { buildScene, computeMandala, type Mandala, type MandalaParams, type View } from "@mandala/engine";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, PDFHexString, PDFName, type PDFPage } from "pdf-lib";
import type { SetIntention } from "../../db/schema.ts";
import { dejaVuSansFile } from "../../render/dejavu.ts";
import { AREA, addDigitsSheets, SCENE, SHEET } from "../../render/pdf-digits.ts";
import { drawScene } from "../../render/pdf-scene.ts";
import { INK, MUTED, PAGE, wrap } from "../../render/pdf-text.ts";
import { mandalaFor } from "./set-mandala.ts";
import { drawCover, drawGuide } from "./set-pdf-text.ts";

let fontBytes: Promise<Buffer> | undefined;

/** What one set's PDF holds. */
export interface SetContent {
  title: string;
  /** Plain text or HTML (tags are dropped). */
  description: string;
  intentions: readonly SetIntention[];
}

function heading(page: PDFPage, font: PDFFont, title: string, caption: string) {
  const lines = wrap(title, font, 16, AREA.width);
  page.drawText(lines[0] ?? "", {
    x: PAGE.margin,
    y: PAGE.height - PAGE.margin - 16,
    size: 16,
    font,
    color: INK,
  });
  page.drawText(caption, { x: PAGE.margin, y: PAGE.height - PAGE.margin - 36, size: 10, font, color: MUTED });
}

/** A whole picture on one sheet, centred in the area under the heading. */
function pictureSheet(
  doc: PDFDocument,
  font: PDFFont,
  m: Mandala,
  view: View,
  title: string,
  caption: string,
) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  heading(page, font, title, caption);
  const side = Math.min(AREA.width, AREA.height);
  const top = PAGE.height - PAGE.margin - SHEET.heading - (AREA.height - side) / 2;
  drawScene(page, buildScene(m, { view, size: SCENE }), font, {
    x: (PAGE.width - side) / 2,
    top,
    scale: side / SCENE,
  });
  return page;
}

/** The digits template, as large as its cells need, on as many sheets as that takes. */
function digitsSheets(doc: PDFDocument, font: PDFFont, m: Mandala, params: MandalaParams, title: string) {
  addDigitsSheets(doc, font, m, params, (page, part, total) =>
    heading(
      page,
      font,
      title,
      total === 1
        ? "Шаблон с цифрами для раскрашивания"
        : `Шаблон с цифрами для раскрашивания · лист ${part} из ${total}: обрежьте по рамке и склейте`,
    ),
  );
}

/** The contents: one line per mandala, each a link to its colour page. */
function contents(
  doc: PDFDocument,
  font: PDFFont,
  page: PDFPage,
  entries: { phrase: string; page: PDFPage }[],
) {
  page.drawText("Содержание", {
    x: PAGE.margin,
    y: PAGE.height - PAGE.margin - 24,
    size: 22,
    font,
    color: INK,
  });
  const pages = doc.getPages();
  const step = Math.min(24, (PAGE.height - 2 * PAGE.margin - 60) / Math.max(1, entries.length));
  const size = Math.min(12, step * 0.6);
  let y = PAGE.height - PAGE.margin - 70;
  const links = doc.context.obj([]);
  for (const [i, entry] of entries.entries()) {
    const number = `стр. ${pages.indexOf(entry.page) + 1}`;
    const text = `${i + 1}. ${wrap(entry.phrase, font, size, AREA.width - 60)[0] ?? ""}`;
    page.drawText(text, { x: PAGE.margin, y, size, font, color: INK });
    const numberWidth = font.widthOfTextAtSize(number, size);
    page.drawText(number, { x: PAGE.width - PAGE.margin - numberWidth, y, size, font, color: MUTED });
    const link = doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: [PAGE.margin, y - 4, PAGE.width - PAGE.margin, y + size],
      Border: [0, 0, 0],
      Contents: PDFHexString.fromText(entry.phrase),
      Dest: [entry.page.ref, "Fit"],
    });
    links.push(doc.context.register(link));
    y -= step;
  }
  page.node.set(PDFName.of("Annots"), links);
}

/** Lays the PDF out. `renderer`-free: the engine's scenes are drawn straight into the PDF. */
export async function buildSetPdf(content: SetContent): Promise<Uint8Array> {
  fontBytes ??= readFile(dejaVuSansFile());
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(content.title, { showInWindowTitleBar: true });
  doc.setAuthor("Мандала желаний");
  doc.setSubject(content.intentions.map((intention) => intention.phrase).join(" · "));
  doc.setLanguage("ru");
  const font = await doc.embedFont(await fontBytes, { subset: true });

  const cover = drawCover(doc, font, content.title, content.description, content.intentions.length);
  const first = content.intentions[0];
  if (first) {
    // The set's first mandala under the cover's text.
    const side = Math.min(320, cover.bottom - PAGE.margin - 40);
    drawScene(
      cover.page,
      buildScene(computeMandala(mandalaFor(first, 0)), { view: "colorized", size: SCENE, legend: false }),
      font,
      {
        x: (PAGE.width - side) / 2,
        top: cover.bottom - 10,
        scale: side / SCENE,
      },
    );
  }
  const contentsPage = doc.addPage([PAGE.width, PAGE.height]);
  drawGuide(doc, font);

  const entries: { phrase: string; page: PDFPage }[] = [];
  for (const [i, intention] of content.intentions.entries()) {
    const params = mandalaFor(intention, i);
    const m = computeMandala(params);
    const title = `${i + 1}. ${intention.phrase}`;
    const first = pictureSheet(doc, font, m, "colorized", title, "Мандала в цвете");
    entries.push({ phrase: intention.phrase, page: first });
    digitsSheets(doc, font, m, params, title);
    pictureSheet(doc, font, m, "dots", title, "Шаблон точками");
  }
  contents(doc, font, contentsPage, entries);
  return doc.save();
}
