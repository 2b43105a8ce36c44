/**
 * The Open Graph / VK card of a shared mandala: 1200 × 630 (the size both networks show in full), the
 * picture on the left, the site's name, a line and the call to compute one's own on the right.
 */
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { FONT_FAMILY, registerFonts } from "../../render/fonts.ts";

export const CARD = { width: 1200, height: 630, picture: 570 } as const;

export interface CardTexts {
  title: string;
  /** The phrase (when the owner shows it) or a neutral line. */
  line: string;
  cta: string;
}

/** Lines of `text` no wider than `width` at the context's font. */
function wrap(measure: (text: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The card as a JPEG, from the mandala's picture (PNG or JPEG bytes) and its texts. */
export async function drawShareCard(picture: Buffer, texts: CardTexts): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(CARD.width, CARD.height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#f7f3ee";
  ctx.fillRect(0, 0, CARD.width, CARD.height);
  const margin = (CARD.height - CARD.picture) / 2;
  ctx.drawImage(await loadImage(picture), margin, margin, CARD.picture, CARD.picture);
  const x = CARD.picture + margin * 3;
  const width = CARD.width - x - margin * 2;
  ctx.fillStyle = "#2a2633";
  ctx.textBaseline = "top";
  ctx.font = `bold 54px "${FONT_FAMILY}"`;
  let y = 150;
  for (const line of wrap((t) => ctx.measureText(t).width, texts.title, width)) {
    ctx.fillText(line, x, y);
    y += 64;
  }
  ctx.font = `32px "${FONT_FAMILY}"`;
  y += 24;
  for (const line of wrap((t) => ctx.measureText(t).width, texts.line, width).slice(0, 4)) {
    ctx.fillText(line, x, y);
    y += 42;
  }
  ctx.fillStyle = "#7a3e9d";
  ctx.font = `bold 30px "${FONT_FAMILY}"`;
  y += 36;
  for (const line of wrap((t) => ctx.measureText(t).width, texts.cta, width)) {
    ctx.fillText(line, x, y);
    y += 40;
  }
  return canvas.encode("jpeg", 88);
}
