/**
 * The printable gift card: one A4 page in the recipient's language with what is given, the buyer's
 * message, the code, the address to take it at and a QR code of that address (drawn as vector squares).
 */
import { printedGiftCode } from "@mandala/contract";
import QRCode from "qrcode";
import { type Locale, prose, translate } from "../../i18n/messages.ts";
import { INK, MUTED, PAGE, textPdf, wrap } from "../../render/pdf-text.ts";

export const giftCardFileName = (locale: Locale) => `${prose("gifts.card.fileName", locale)}.pdf`;

/** The card's PDF bytes: `item` is what is given, already named in `locale`. */
export async function giftCardPdf(
  card: { item: string; message: string; code: string; takeUrl: string },
  locale: Locale,
): Promise<Buffer> {
  const { pdf, font } = await textPdf();
  const site = translate("content.siteName", locale);
  const title = prose("gifts.card.title", locale);
  pdf.setTitle(`${title} · ${card.item}`);
  pdf.setCreator(site);
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
  line(site, 11, true);
  line(title, 28);
  y -= 8;
  line(card.item, 16);
  if (card.message) {
    y -= 8;
    line(prose("gifts.quote", locale, { message: card.message }), 13);
  }
  y -= 16;
  line(prose("gifts.card.code", locale), 11, true);
  line(printedGiftCode(card.code), 24);
  y -= 8;
  line(prose("gifts.card.take", locale), 11, true);
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
  line(prose("gifts.codeNote", locale), 10, true);
  return Buffer.from(await pdf.save());
}
