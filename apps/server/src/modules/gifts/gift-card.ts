/**
 * The printable gift card: one A4 page in the recipient's language with what is given, the buyer's
 * message, the code, the address to take it at and a QR code of that address (drawn as vector squares).
 */
import { printedGiftCode } from "@mandala/contract";
import QRCode from "qrcode";
import type { Locale } from "../../i18n/messages.ts";
import { INK, MUTED, PAGE, textPdf, wrap } from "../../render/pdf-text.ts";

const TEXTS = {
  ru: {
    site: "Мандала желаний",
    title: "Подарок для вас",
    code: "Код подарка",
    take: "Получить подарок:",
    note: "Код действует один раз. Для тарифа нужно войти или зарегистрироваться на сайте.",
    fileName: "Подарок",
  },
  en: {
    site: "Wish Mandala",
    title: "A gift for you",
    code: "Gift code",
    take: "Take your gift at:",
    note: "The code works once. A plan needs you to sign in or register on the site.",
    fileName: "Gift",
  },
} as const;

export const giftCardFileName = (locale: Locale) => `${TEXTS[locale].fileName}.pdf`;

/** The card's PDF bytes: `item` is what is given, already named in `locale`. */
export async function giftCardPdf(
  card: { item: string; message: string; code: string; takeUrl: string },
  locale: Locale,
): Promise<Buffer> {
  const texts = TEXTS[locale];
  const { pdf, font } = await textPdf();
  pdf.setTitle(`${texts.title} · ${card.item}`);
  pdf.setCreator(texts.site);
  pdf.setLanguage(locale);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const width = PAGE.width - 4 * PAGE.margin;
  let y = PAGE.height - 3 * PAGE.margin;
  const line = (text: string, size = 12, muted = false) => {
    for (const part of wrap(text, font, size, width)) {
      page.drawText(part, { x: 2 * PAGE.margin, y, size, font, color: muted ? MUTED : INK });
      y -= size * 1.5;
    }
  };
  line(texts.site, 11, true);
  line(texts.title, 28);
  y -= 8;
  line(card.item, 16);
  if (card.message) {
    y -= 8;
    line(`«${card.message}»`, 13);
  }
  y -= 16;
  line(texts.code, 11, true);
  line(printedGiftCode(card.code), 24);
  y -= 8;
  line(texts.take, 11, true);
  line(card.takeUrl, 11);
  // The QR code of the address, 4 modules of quiet zone, about 5 cm wide.
  const qr = QRCode.create(card.takeUrl, { errorCorrectionLevel: "M" });
  const modules = qr.modules.size;
  const cell = 140 / (modules + 8);
  const left = 2 * PAGE.margin + 4 * cell;
  const top = y - 8 - 4 * cell;
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (!qr.modules.get(row, column)) continue;
      page.drawRectangle({
        x: left + column * cell,
        y: top - (row + 1) * cell,
        width: cell,
        height: cell,
        color: INK,
      });
    }
  }
  y = top - modules * cell - 4 * cell - 16;
  line(texts.note, 10, true);
  return Buffer.from(await pdf.save());
}
