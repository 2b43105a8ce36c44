import { z } from "zod";
import { ZRowId } from "./common.ts";
import { PHRASE_MAX_LENGTH } from "./phrase.ts";

/** The views a saved mandala is drawn in: colours, the digits template, the numbered dots. */
export const ZSavedView = z.enum(["colorized", "digits", "dots"]);
export type TSavedView = z.infer<typeof ZSavedView>;

/** A drawing the user made (spent from the quota) and kept: everything needed to draw it again. */
export const ZSavedMandala = z.object({
  id: z.number().int(),
  phrase: z.string(),
  shape: z.string(),
  first_method: z.string(),
  additional_method: z.string(),
  pattern_length: z.number().int(),
  sector_length: z.number().int().nullable(),
  palette: z.number().int(),
  pattern: z.array(z.number().int()),
  /** The view it was drawn in: its pictures and files come in it unless another is asked for. */
  view: ZSavedView,
  created_at: z.string(),
});
export type TSavedMandala = z.infer<typeof ZSavedMandala>;

/** The page size of "My mandalas" unless asked otherwise, and the largest page. */
export const MANDALAS_PAGE_SIZE = 24;
export const MANDALAS_PAGE_MAX = 100;

/**
 * GET /api/mandalas/: one page of the user's drawings, newest first. `cursor` is the `next_cursor`
 * of the previous page; `q` keeps the drawings whose phrase contains it (any case, taken literally).
 */
export const ZSavedMandalaListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MANDALAS_PAGE_MAX).default(MANDALAS_PAGE_SIZE),
  cursor: ZRowId.optional(),
  q: z.string().trim().max(PHRASE_MAX_LENGTH).optional(),
});
export type TSavedMandalaListQuery = z.infer<typeof ZSavedMandalaListQuery>;

export const ZSavedMandalaList = z.object({
  results: z.array(ZSavedMandala),
  /** The cursor of the next page, or null on the last one. */
  next_cursor: z.number().int().nullable(),
});
export type TSavedMandalaList = z.infer<typeof ZSavedMandalaList>;

export const ZMandalaIdParams = z.object({ id: ZRowId });

/** GET /api/mandalas/{id}/image.{jpg,png,svg}: how to draw the saved mandala (by default in its own view). */
export const ZMandalaImageQuery = z.object({
  view: ZSavedView.optional(),
  filter: z.string().max(400).optional(),
  num_to_dot: z
    .enum(["1", "0", "true", "false"])
    .transform((value) => value === "1" || value === "true")
    .optional(),
  size: z.coerce.number().int().min(200).max(2400).optional(),
});
export type TMandalaImageQuery = z.infer<typeof ZMandalaImageQuery>;

/**
 * GET /api/mandalas/{id}/print.pdf: an A4 page for each chosen view, then one per chosen number
 * (ascending) showing only that number's dots.
 */
export const ZMandalaPdfQuery = z.object({
  views: z.string().max(40).default("colorized,digits,dots"),
  numbers: z.string().max(400).optional(),
});
export type TMandalaPdfQuery = z.infer<typeof ZMandalaPdfQuery>;
