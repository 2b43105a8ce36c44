/** The text pages of a set's PDF: the cover and the guide. */
import type { PDFDocument, PDFFont, PDFPage } from "pdf-lib";
import { countOf } from "../../i18n/plural.ts";
import { INK, PAGE, wrap } from "../../render/pdf-text.ts";

export function plainText(html: string): string {
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

function centered(page: PDFPage, text: string, font: PDFFont, size: number, y: number) {
  const x = (PAGE.width - font.widthOfTextAtSize(text, size)) / 2;
  page.drawText(text, { x: Math.max(PAGE.margin, x), y, size, font, color: INK });
}

/** Paragraphs from `y` down, each line wrapped to the page; returns the y under the last line. */
function paragraphs(page: PDFPage, font: PDFFont, texts: readonly string[], y: number, size = 12) {
  const inner = PAGE.width - 4 * PAGE.margin;
  for (const text of texts) {
    for (const line of wrap(text, font, size, inner)) {
      page.drawText(line, { x: 2 * PAGE.margin, y, size, font, color: INK });
      y -= size * 1.5;
    }
    y -= size * 0.6;
  }
  return y;
}

export function drawCover(
  doc: PDFDocument,
  font: PDFFont,
  title: string,
  description: string,
  count: number,
) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const inner = PAGE.width - 4 * PAGE.margin;
  let y = PAGE.height - 200;
  centered(page, "Мандала желаний", font, 14, y + 60);
  for (const line of wrap(title, font, 30, inner)) {
    centered(page, line, font, 30, y);
    y -= 38;
  }
  // «21 мандала в наборе», «5 мандал в наборе»: counted, where «Набор из 21 мандал» was not Russian.
  centered(
    page,
    count === 1 ? "Одна мандала" : `${countOf(count, "mandala", "ru")} в наборе`,
    font,
    14,
    y - 4,
  );
  const bottom = paragraphs(page, font, plainText(description).split("\n"), y - 60);
  centered(page, "Формат: PDF, A4 · Язык: русский", font, 9, PAGE.margin + 10);
  return { page, bottom };
}

const GUIDE = [
  "1. Распечатайте шаблон с цифрами на плотной бумаге формата A4. Если шаблон занимает несколько листов, обрежьте их по пунктирной рамке и склейте.",
  "2. Подберите карандаши или маркеры по цветам под шаблоном: у каждой цифры свой цвет. Цветная мандала покажет, что получится.",
  "3. Сядьте удобно, сделайте несколько спокойных вдохов и произнесите намерение про себя.",
  "4. Раскрашивайте от центра к краям, не торопясь, держа намерение в мыслях.",
  "5. Шаблон точками подойдёт для повторной практики: раскрасьте точки в их цвета и соедините в узор.",
  "6. Когда мандала готова, посмотрите на неё минуту-другую, мягко повторяя намерение, и поблагодарите себя за практику.",
];

/** "Памятка": how to draw a mandala from the set. */
export function drawGuide(doc: PDFDocument, font: PDFFont) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawText("Памятка: как рисовать мандалу", {
    x: PAGE.margin,
    y: PAGE.height - PAGE.margin - 24,
    size: 22,
    font,
    color: INK,
  });
  paragraphs(page, font, GUIDE, PAGE.height - PAGE.margin - 80);
}
