/**
 * The builder's rules that are not state: which controls show, which choices are allowed, and the
 * balance state.
 */
import { PHRASE_MAX_LENGTH } from "@mandala/contract/phrase";
import { DEFAULT_FILTER, formatFilter, maxPatternLength, parsePhrase, phraseLength } from "@mandala/engine";

export type Step = 1 | 2 | 3;
export type PaletteId = 9 | 12 | 13;
export type DrawView = "colorized" | "digits" | "dots";

export const PALETTE_IDS: readonly PaletteId[] = [9, 12, 13];
export const DEFAULT_PALETTE: PaletteId = 9;
export const DEFAULT_PATTERN_LENGTH = 1;
/** The default dots pattern: 1 through 20, as the user edits it. */
export const DEFAULT_DOTS_PATTERN = formatFilter(DEFAULT_FILTER);
export const SECTOR_LENGTH = { min: 4, max: 16, default: 8 } as const;
/** The shapes whose "8…" methods take the user's sector length. */
export const SECTOR_LENGTH_SHAPES: readonly string[] = ["eight_diamond", "six_diamond", "stern"];
/** The shape selector shows once the phrase is longer than this. */
export const PHRASE_SHAPE_THRESHOLD = 5;
/** Below this share of the allowance the balance is low. */
export const LOW_BALANCE_SHARE = 0.2;

/** True when the phrase is long enough for the shape selector (longer than 5 characters). */
export function shapeSelectorShown(phrase: string): boolean {
  return Array.from(phrase.trim()).length > PHRASE_SHAPE_THRESHOLD;
}

/** What keeps a phrase from being drawn: longer than the server's limit, or no letter or digit. */
export type PhraseProblem = "tooLong" | "noLetters";

/** The phrase's problem, or null when it can be drawn (or is still empty). */
export function phraseProblem(phrase: string): PhraseProblem | null {
  if (phraseLength(phrase) > PHRASE_MAX_LENGTH) return "tooLong";
  if (phrase.trim() !== "" && parsePhrase(phrase).values.length === 0) return "noLetters";
  return null;
}

/** The pattern-length choices 1..N, N = min(phrase length, pattern_max_len, valid characters) ≤ 11. */
export function patternLengthChoices(phrase: string, patternMaxLen: number): number[] {
  // A phrase past the limit cannot be drawn (the field says so); its first characters give the same
  // choices, which are capped far below the limit anyway.
  const drawable = Array.from(phrase.normalize("NFC")).slice(0, PHRASE_MAX_LENGTH).join("");
  return Array.from({ length: maxPatternLength(drawable, patternMaxLen) }, (_, i) => i + 1);
}

/** The sector length applies on eight_diamond, six_diamond and stern when the first method starts with 8. */
export function sectorLengthShown(shape: string | null, firstMethod: string | null): boolean {
  return shape !== null && SECTOR_LENGTH_SHAPES.includes(shape) && (firstMethod ?? "").startsWith("8");
}

/** A sector length kept within 4..16 (the default when not a number). */
export function clampSectorLength(value: number): number {
  if (!Number.isFinite(value)) return SECTOR_LENGTH.default;
  return Math.min(SECTOR_LENGTH.max, Math.max(SECTOR_LENGTH.min, Math.round(value)));
}

export type BalanceState = "plenty" | "low" | "none";

/** None when nothing remains; low when below 20% of the allowance; plenty otherwise. */
export function balanceState(remaining: number, allowed: number): BalanceState {
  if (remaining <= 0) return "none";
  if (remaining < allowed * LOW_BALANCE_SHARE) return "low";
  return "plenty";
}

/** A palette id from any number (9 when not 9, 12 or 13). */
export function toPaletteId(value: number): PaletteId {
  return (PALETTE_IDS as readonly number[]).includes(value) ? (value as PaletteId) : DEFAULT_PALETTE;
}
