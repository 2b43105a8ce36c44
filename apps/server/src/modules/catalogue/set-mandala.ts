import {
  type MandalaParams,
  maxPatternLength,
  type PaletteSize,
  SHAPES,
  type ShapeId,
  shapeById,
} from "@mandala/engine";
import type { SetIntention } from "../../db/schema.ts";

const BASIC_SHAPES = SHAPES.filter((shape) => shape.tier === "basic").map((shape) => shape.id);

/** The mandala of the n-th intention: its own shape and length, else basic shapes in turn; 9 colours. */
export function mandalaFor(intention: SetIntention, index: number): MandalaParams {
  const shape =
    shapeById(intention.shape ?? "") ?? shapeById(BASIC_SHAPES[index % BASIC_SHAPES.length] as ShapeId);
  if (!shape) throw new Error(`unknown shape ${intention.shape}`);
  const longest = Math.max(1, maxPatternLength(intention.phrase));
  return {
    phrase: intention.phrase,
    shape: shape.id,
    firstMethod: shape.defaultMethod,
    additionalMethod: shape.defaultAdditionalMethod,
    patternLength: Math.min(longest, Math.max(1, intention.patternLength ?? 4)),
    palette: 9 as PaletteSize,
  };
}
