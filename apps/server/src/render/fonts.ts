import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";

/** The family name scenes are drawn with on canvas. */
export const FONT_FAMILY = "DejaVu Sans";

let registered = false;

/** Registers the bundled DejaVu Sans (regular and bold, with Cyrillic) once per thread. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const file of ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]) {
    GlobalFonts.registerFromPath(require.resolve(`dejavu-fonts-ttf/ttf/${file}`), FONT_FAMILY);
  }
  registered = true;
}
