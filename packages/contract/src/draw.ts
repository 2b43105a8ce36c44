import { z } from "zod";
import { ZErrorReply } from "./common.ts";
import { PHRASE_MAX_LENGTH } from "./phrase.ts";

/** A flag in a query string: 1/0 or true/false. */
const ZQueryFlag = z
  .enum(["1", "0", "true", "false"])
  .transform((value) => value === "1" || value === "true");

/**
 * The wish phrase as typed. The raw string is bounded generously (an emoji takes two UTF-16 units, a
 * decomposed letter two code points); the characters are counted and checked by the drawing calls.
 */
export const ZPhrase = z.string().max(PHRASE_MAX_LENGTH * 4);

/** Query of the demo calculator's matrix: GET /draw/api/v1/free/democalc/. */
export const ZDemoCalcQuery = z.object({ q: ZPhrase });
export type TDemoCalcQuery = z.infer<typeof ZDemoCalcQuery>;

/** A square matrix of values 1..n per palette size ("9", "12", "13"). */
export const ZMatrixByPalette = z.record(z.string(), z.array(z.array(z.number().int())));

export const ZDemoCalcReply = z.object({
  /** The valid characters of the phrase, in order (the CSV's first row). */
  chars: z.array(z.string()),
  main_matrix: ZMatrixByPalette,
});
export type TDemoCalcReply = z.infer<typeof ZDemoCalcReply>;

/** Query of a shape's data: GET /draw/api/v1/{free,premium}/shapesdata/. */
export const ZShapesDataQuery = z.object({ shape: z.string().max(40), q: ZPhrase });
export type TShapesDataQuery = z.infer<typeof ZShapesDataQuery>;

export const ZPalettes = z.record(z.string(), z.record(z.string(), z.array(z.string())));

export const ZShapesDataReply = z.object({
  shape: z.string(),
  main_matrix: ZMatrixByPalette,
  /** The code for every pattern length 1..max, per palette size ("matrix of all patterns"). */
  all_patterns: ZMatrixByPalette,
  palettes: ZPalettes,
  pattern_max_len: z.number().int(),
  default_method: z.string(),
  default_additional_method: z.string(),
});
export type TShapesDataReply = z.infer<typeof ZShapesDataReply>;

const ZLabels = z.object({ ru: z.string(), en: z.string() });

export const ZCommonDataReply = z.object({
  menu: z.object({
    shapes: z.record(z.string(), z.array(z.object({ name: z.string(), displayLabel: z.string() }))),
  }),
  shapes: z.array(
    z.object({
      id: z.string(),
      tier: z.enum(["basic", "advanced"]),
      labels: ZLabels,
      default_method: z.string(),
      default_additional_method: z.string(),
      sector_length_applies: z.boolean(),
    }),
  ),
  methods: z.array(
    z.object({
      method_name: z.string(),
      method_label: z.string(),
      labels: ZLabels,
      tier: z.enum(["basic", "advanced"]),
      uses_sector_length: z.boolean(),
      additional_methods: z.array(
        z.object({
          method_additional_name: z.string(),
          method_additional_label: z.string(),
          labels: ZLabels,
        }),
      ),
    }),
  ),
  palettes: ZPalettes,
  main_matrix: ZMatrixByPalette,
  pattern_max_len: z.number().int(),
  default_method: z.string(),
  default_additional_method: z.string(),
  sector_length: z.object({ min: z.number().int(), max: z.number().int(), default: z.number().int() }),
  demo: z.object({
    /** The demo's phrase in each language: the page shows and draws the one of its language. */
    phrases: ZLabels,
    shape: z.string(),
    first_method: z.string(),
    additional_method: z.string(),
    pattern_length: z.number().int(),
    palette: z.number().int(),
  }),
});
export type TCommonDataReply = z.infer<typeof ZCommonDataReply>;

/**
 * Query of a drawing (the demo's free call; the premium call extends it). The view is `view` when
 * given; otherwise colorize=1 means colorized, and colorize=0 means dots when num_to_dot=1 or a filter
 * is given, else digits. num_to_dot=1 writes the numbers in the dots.
 */
export const ZDrawQuery = z.object({
  q: ZPhrase,
  patternLength: z.coerce.number().int(),
  palette_id: z.coerce.number().int(),
  first_method: z.string().max(10),
  additional_method: z.string().max(10),
  sector_length: z.coerce.number().int().optional(),
  colorize: ZQueryFlag.optional(),
  num_to_dot: ZQueryFlag.optional(),
  filter: z.string().max(400).optional(),
  view: z.enum(["colorized", "digits", "dots"]).optional(),
  /** Image width in px (default 1000). */
  size: z.coerce.number().int().min(200).max(2400).optional(),
});
export type TDrawQuery = z.infer<typeof ZDrawQuery>;

/**
 * Premium drawings add the preview flag: a watermarked preview spends nothing from the quota. A real
 * drawing identical to one the user keeps is refused (409, ZDuplicateDrawingReply) unless `again=1`.
 */
export const ZPremiumDrawQuery = ZDrawQuery.extend({
  watermarked: ZQueryFlag.optional(),
  again: ZQueryFlag.optional(),
});
export type TPremiumDrawQuery = z.infer<typeof ZPremiumDrawQuery>;

export const ZDrawReply = z.object({
  /** The picture: a base64 JPEG. */
  pic: z.string(),
  /** The wish's code for the chosen pattern length. */
  pattern: z.array(z.number().int()),
});
export type TDrawReply = z.infer<typeof ZDrawReply>;

export const ZPremiumDrawReply = ZDrawReply.extend({
  remaining_drawings: z.number().int(),
  mandala_id: z.number().int().nullable(),
});
export type TPremiumDrawReply = z.infer<typeof ZPremiumDrawReply>;

/** An error reply of a real drawing that names the saved drawing (`mandala_id`) to open instead. */
const ZSavedDrawingReply = ZErrorReply.pick({ error: true, detail: true }).extend({
  mandala_id: z.number().int(),
});

/** 409 of a real drawing the user already keeps: the saved one to open instead. */
export const ZDuplicateDrawingReply = ZSavedDrawingReply.extend({
  code: z.literal("draw.duplicate"),
  created_at: z.string(),
});
export type TDuplicateDrawingReply = z.infer<typeof ZDuplicateDrawingReply>;

/**
 * 503 of a real drawing that was spent and saved but whose picture could not be made this time: it is
 * kept in "My mandalas" (`mandala_id`) and drawn again from there, at no further cost.
 */
export const ZSavedNotRenderedReply = ZSavedDrawingReply.extend({ code: z.literal("draw.savedNotRendered") });
export type TSavedNotRenderedReply = z.infer<typeof ZSavedNotRenderedReply>;
