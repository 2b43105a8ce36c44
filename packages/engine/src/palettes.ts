import { PALETTE_SIZES, type PaletteSize } from "./reduce.ts";

/** A colour as `#rrggbb`. */
export type Hex = string;

/**
 * Base colours for value 1..n when the key is 1 (method §7). Nine follows the colour-numerology spectrum;
 * twelve is a colour wheel in 30° steps; thirteen adds a light neutral. Neighbouring hues alternate in
 * lightness so colours stay apart in print and for common colour-vision deficiencies.
 */
export const BASE_PALETTES: Readonly<Record<PaletteSize, readonly Hex[]>> = {
  9: [
    "#d62839", // 1 red
    "#f4892a", // 2 orange
    "#ffd84a", // 3 yellow
    "#2f9e5a", // 4 green
    "#6cc6ee", // 5 light blue
    "#1f4f9d", // 6 blue
    "#7d3fa3", // 7 violet
    "#f49ac4", // 8 pink
    "#c59a1c", // 9 gold
  ],
  12: [
    "#e53935", // 0° red
    "#fb8c00", // 30° orange
    "#fdd835", // 60° yellow
    "#9ccc65", // 90° lime
    "#2e7d32", // 120° green
    "#26a69a", // 150° teal
    "#80deea", // 180° cyan
    "#1e88e5", // 210° azure
    "#283593", // 240° blue
    "#8e5cc9", // 270° violet
    "#c2185b", // 300° magenta
    "#f48fb1", // 330° rose
  ],
  13: [
    "#e53935",
    "#fb8c00",
    "#fdd835",
    "#9ccc65",
    "#2e7d32",
    "#26a69a",
    "#80deea",
    "#1e88e5",
    "#283593",
    "#8e5cc9",
    "#c2185b",
    "#f48fb1",
    "#e9e2cf", // light neutral
  ],
};

/** The colours of values 1..n for a key: value v takes base colour `(v − key) mod n`. */
export function rotatedPalette(n: PaletteSize, key: number): Hex[] {
  const base = BASE_PALETTES[n];
  return Array.from({ length: n }, (_, i) => base[(((i + 1 - key) % n) + n) % n] as Hex);
}

/** `PALETTES[n][key]`: the n colours for values 1..n when the code's key is `key` (1..n). */
export const PALETTES: Readonly<Record<PaletteSize, Readonly<Record<number, readonly Hex[]>>>> =
  Object.fromEntries(
    PALETTE_SIZES.map((n) => [
      n,
      Object.fromEntries(Array.from({ length: n }, (_, i) => [i + 1, rotatedPalette(n, i + 1)])),
    ]),
  ) as unknown as Record<PaletteSize, Record<number, readonly Hex[]>>;

/** Relative luminance (WCAG) of a `#rrggbb` colour, 0..1. */
export function luminance(hex: Hex): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** The more readable text colour (near-black or white) on a background colour. */
export function textOn(hex: Hex): Hex {
  const l = luminance(hex) + 0.05;
  return l / (luminance(DARK_TEXT) + 0.05) > 1.05 / l ? DARK_TEXT : "#ffffff";
}

const DARK_TEXT = "#1d1b26";
