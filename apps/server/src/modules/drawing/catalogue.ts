/** The drawing catalogue as the calls serve it: common data, a shape's data, the demo matrix. */
import type { TCommonDataReply, TDemoCalcReply, TShapesDataReply } from "@mandala/contract";
import {
  allPatterns,
  DEMO_DEFAULTS,
  DEMO_PHRASES,
  METHODS,
  mainMatrix,
  PALETTE_SIZES,
  PALETTES,
  PATTERN_MAX_LEN,
  parsePhrase,
  SECTOR_LENGTH_DEFAULT,
  SECTOR_LENGTH_MAX,
  SECTOR_LENGTH_MIN,
  SHAPES,
  type ShapeDef,
} from "@mandala/engine";
import type { Locale } from "../../i18n/messages.ts";
import { opens, type TierRights } from "./rights.ts";

type MatrixByPalette = Record<string, number[][]>;

function byPalette(build: (n: (typeof PALETTE_SIZES)[number]) => number[][]): MatrixByPalette {
  return Object.fromEntries(PALETTE_SIZES.map((n) => [String(n), build(n)]));
}

/** Everything, for the catalogue's public calls. */
const ALL_RIGHTS: Pick<TierRights, "palettes" | "advanced"> = { palettes: PALETTE_SIZES, advanced: true };

function palettesFor(rights: Pick<TierRights, "palettes">) {
  return Object.fromEntries(
    PALETTE_SIZES.filter((n) => rights.palettes.includes(n)).map((n) => [
      String(n),
      Object.fromEntries(Object.entries(PALETTES[n]).map(([key, colours]) => [key, [...colours]])),
    ]),
  );
}

/** The matrix of the phrase for every palette size. */
export function matricesFor(phrase: string): MatrixByPalette {
  return byPalette((n) => mainMatrix(phrase, n));
}

/**
 * Methods, shapes, palettes and defaults, with labels in `locale` (and both languages under `labels`);
 * limited to what `rights` open (everything by default).
 */
export function commonData(
  locale: Locale,
  rights: Pick<TierRights, "palettes" | "advanced"> = ALL_RIGHTS,
): TCommonDataReply {
  const shapes = SHAPES.filter((shape) => opens(rights, shape.tier));
  return {
    menu: {
      shapes: {
        ru: shapes.map((shape) => ({ name: shape.id, displayLabel: shape.label.ru })),
        en: shapes.map((shape) => ({ name: shape.id, displayLabel: shape.label.en })),
      },
    },
    shapes: shapes.map((shape) => ({
      id: shape.id,
      tier: shape.tier,
      labels: { ...shape.label },
      default_method: shape.defaultMethod,
      default_additional_method: shape.defaultAdditionalMethod,
      sector_length_applies: shape.sectorLengthApplies,
    })),
    methods: METHODS.filter((method) => opens(rights, method.tier)).map((method) => ({
      method_name: method.id,
      method_label: method.label[locale],
      labels: { ...method.label },
      tier: method.tier,
      uses_sector_length: method.usesSectorLength,
      additional_methods: method.additional.map((additional) => ({
        method_additional_name: additional.id,
        method_additional_label: additional.label[locale],
        labels: { ...additional.label },
      })),
    })),
    palettes: palettesFor(rights),
    main_matrix: matricesFor(DEMO_PHRASES[locale]),
    pattern_max_len: PATTERN_MAX_LEN,
    default_method: DEMO_DEFAULTS.firstMethod,
    default_additional_method: DEMO_DEFAULTS.additionalMethod,
    sector_length: { min: SECTOR_LENGTH_MIN, max: SECTOR_LENGTH_MAX, default: SECTOR_LENGTH_DEFAULT },
    demo: {
      phrases: { ...DEMO_PHRASES },
      shape: DEMO_DEFAULTS.shape,
      first_method: DEMO_DEFAULTS.firstMethod,
      additional_method: DEMO_DEFAULTS.additionalMethod,
      pattern_length: DEMO_DEFAULTS.patternLength,
      palette: DEMO_DEFAULTS.palette,
    },
  };
}

/** A shape's data for a phrase: its matrices, every pattern, palettes and default methods. */
export function shapesData(
  shape: ShapeDef,
  phrase: string,
  rights: Pick<TierRights, "palettes" | "advanced"> = ALL_RIGHTS,
): TShapesDataReply {
  return {
    shape: shape.id,
    main_matrix: matricesFor(phrase),
    all_patterns: byPalette((n) => allPatterns(phrase, n)),
    palettes: palettesFor(rights),
    pattern_max_len: PATTERN_MAX_LEN,
    default_method: shape.defaultMethod,
    default_additional_method: shape.defaultAdditionalMethod,
  };
}

/** The simple calculator's answer: the valid characters and the matrix per palette. */
export function demoCalc(phrase: string): TDemoCalcReply {
  return {
    chars: parsePhrase(phrase).chars,
    main_matrix: matricesFor(phrase),
  };
}
