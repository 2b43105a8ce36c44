import { maxPatternLength } from "./code.ts";
import { type Filter, parseFilter } from "./filter.ts";
import { MAX_PHRASE_LENGTH, parsePhrase, phraseLength } from "./letters.ts";
import { methodById } from "./methods/catalogue.ts";
import { LAYOUTS } from "./methods/layouts.ts";
import { SECTOR_LENGTH_MAX, SECTOR_LENGTH_MIN } from "./methods/sector.ts";
import { isPaletteSize, PALETTE_SIZES, type PaletteSize } from "./reduce.ts";
import { type ShapeId, shapeById } from "./shapes/catalogue.ts";

/** Everything that decides a mandala's numbers and cells. */
export interface MandalaParams {
  phrase: string;
  shape: ShapeId;
  firstMethod: string;
  additionalMethod: string;
  /** Pattern length L, 1..maxPatternLength(phrase). */
  patternLength: number;
  /** The user's sector length k (4..16, default 8), used by methods "8…" on shapes that allow it. */
  sectorLength?: number;
  palette: PaletteSize;
}

/** One reason an input is refused: the field, a stable code (a message key), and message parameters. */
export interface ValidationIssue {
  field: keyof MandalaParams | "filter";
  code: string;
  params?: Record<string, string | number>;
}

/** The result of a validation: the typed value, or every issue found. */
export type Validation<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/** Thrown by computeMandala for invalid params; carries the issues. */
export class MandalaInputError extends Error {
  readonly issues: readonly ValidationIssue[];
  constructor(issues: readonly ValidationIssue[]) {
    super(`Invalid mandala parameters: ${issues.map((i) => i.code).join(", ")}`);
    this.name = "MandalaInputError";
    this.issues = issues;
  }
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

function phraseIssues(phrase: unknown): ValidationIssue[] {
  if (typeof phrase !== "string" || phrase.trim() === "") return [{ field: "phrase", code: "phrase.empty" }];
  if (phraseLength(phrase) > MAX_PHRASE_LENGTH) {
    return [{ field: "phrase", code: "phrase.tooLong", params: { max: MAX_PHRASE_LENGTH } }];
  }
  if (parsePhrase(phrase).values.length === 0) return [{ field: "phrase", code: "phrase.noLetters" }];
  return [];
}

/**
 * Checks untrusted mandala parameters (every field, all issues at once). Codes: `phrase.empty`,
 * `phrase.tooLong`, `phrase.noLetters`, `shape.unknown`, `method.unknown`, `additionalMethod.unknown`,
 * `patternLength.range`, `sectorLength.range`, `palette.unknown`.
 */
export function validateParams(input: unknown): Validation<MandalaParams> {
  const p = (typeof input === "object" && input !== null ? input : {}) as Record<string, unknown>;
  const issues = phraseIssues(p.phrase);
  const phraseOk = issues.length === 0;
  if (typeof p.shape !== "string" || !shapeById(p.shape)) {
    issues.push({ field: "shape", code: "shape.unknown", params: { shape: String(p.shape) } });
  }
  const method = typeof p.firstMethod === "string" ? methodById(p.firstMethod) : undefined;
  if (!method)
    issues.push({ field: "firstMethod", code: "method.unknown", params: { method: String(p.firstMethod) } });
  const additional = method?.additional ?? LAYOUTS.map((l) => l.def);
  if (!additional.some((a) => a.id === p.additionalMethod)) {
    issues.push({
      field: "additionalMethod",
      code: "additionalMethod.unknown",
      params: { method: String(p.additionalMethod) },
    });
  }
  const max = phraseOk ? maxPatternLength(p.phrase as string) : Number.POSITIVE_INFINITY;
  if (!isInt(p.patternLength) || p.patternLength < 1 || p.patternLength > max) {
    issues.push({
      field: "patternLength",
      code: "patternLength.range",
      params: phraseOk ? { min: 1, max } : { min: 1 },
    });
  }
  const k = p.sectorLength;
  if (k !== undefined && k !== null && (!isInt(k) || k < SECTOR_LENGTH_MIN || k > SECTOR_LENGTH_MAX)) {
    issues.push({
      field: "sectorLength",
      code: "sectorLength.range",
      params: { min: SECTOR_LENGTH_MIN, max: SECTOR_LENGTH_MAX },
    });
  }
  if (!isPaletteSize(p.palette)) {
    issues.push({ field: "palette", code: "palette.unknown", params: { allowed: PALETTE_SIZES.join(", ") } });
  }
  if (issues.length > 0) return { ok: false, issues };
  const value: MandalaParams = {
    phrase: p.phrase as string,
    shape: p.shape as ShapeId,
    firstMethod: p.firstMethod as string,
    additionalMethod: p.additionalMethod as string,
    patternLength: p.patternLength as number,
    palette: p.palette as PaletteSize,
  };
  if (isInt(k)) value.sectorLength = k;
  return { ok: true, value };
}

/** Checks a dots filter typed by a user (see parseFilter); the issue code is `filter.invalid`. */
export function validateFilter(text: unknown): Validation<Filter> {
  const filter = typeof text === "string" ? parseFilter(text) : null;
  if (filter === null) return { ok: false, issues: [{ field: "filter", code: "filter.invalid" }] };
  return { ok: true, value: filter };
}
