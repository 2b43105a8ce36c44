/**
 * A mandala's settings as the API names them (a saved drawing, a set's mandala, the colouring page's
 * query), and the engine's names for the same settings: the one mapping between the two. The engine
 * checks the values when it computes (`validateParams`); here they are only renamed.
 */
import type { MandalaParams, PaletteSize, ShapeId } from "@mandala/engine";
import type { TSavedMandala } from "./mandalas.ts";

export type TMandalaFields = Pick<
  TSavedMandala,
  "phrase" | "shape" | "first_method" | "additional_method" | "pattern_length" | "sector_length" | "palette"
>;

/** The API's fields of the engine's `params`. */
export function mandalaFields(params: MandalaParams): TMandalaFields {
  return {
    phrase: params.phrase,
    shape: params.shape,
    first_method: params.firstMethod,
    additional_method: params.additionalMethod,
    pattern_length: params.patternLength,
    sector_length: params.sectorLength ?? null,
    palette: params.palette,
  };
}

/** The engine's params of the API's `fields`. */
export function mandalaParams(fields: TMandalaFields): MandalaParams {
  return {
    phrase: fields.phrase,
    shape: fields.shape as ShapeId,
    firstMethod: fields.first_method,
    additionalMethod: fields.additional_method,
    patternLength: fields.pattern_length,
    ...(fields.sector_length === null ? {} : { sectorLength: fields.sector_length }),
    palette: fields.palette as PaletteSize,
  };
}
