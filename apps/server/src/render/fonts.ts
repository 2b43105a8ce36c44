import { GlobalFonts } from "@napi-rs/canvas";
import { dejaVuSansFile } from "./dejavu.ts";

/** The family name scenes are drawn with on canvas. */
export const FONT_FAMILY = "DejaVu Sans";

let registered = false;

/** Registers the bundled DejaVu Sans (regular and bold, with Cyrillic) once per thread. */
export function registerFonts(): void {
  if (registered) return;
  for (const bold of [false, true]) GlobalFonts.registerFromPath(dejaVuSansFile(bold), FONT_FAMILY);
  registered = true;
}
