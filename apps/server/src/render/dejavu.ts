import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * The bundled DejaVu Sans (with Cyrillic), regular or bold: the font of the raster pictures (fonts.ts), of
 * the PDFs and of the numbers outlined in the home page's pictures (scripts/home-images.ts). A module of
 * its own, so that the PDF code does not load the canvas library to find it.
 */
export function dejaVuSansFile(bold = false): string {
  return bold
    ? require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")
    : require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf");
}
