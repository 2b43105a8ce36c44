/**
 * The tier check, in one place: what a subscription's (or the demo's) rights open in the builder. Every
 * drawing, catalogue and colouring call asks these functions; no other file reads `rights.advanced`
 * (architecture.test.ts holds that).
 */
import {
  DEMO_DEFAULTS,
  DEMO_PHRASES,
  type MandalaParams,
  methodById,
  shapeById,
  type Tier,
} from "@mandala/engine";
import { type DomainCode, DomainError } from "../../errors.ts";

/** What a tier may use: palettes, and whether advanced shapes and methods are open. */
export interface TierRights {
  palettes: readonly number[];
  advanced: boolean;
  /** The message when a request asks for more than these rights. */
  denied: DomainCode;
}

/** The demo: the basic shapes and methods in the palettes the demo shows (9, 12 and 13). */
export const DEMO_RIGHTS: TierRights = { palettes: [9, 12, 13], advanced: false, denied: "draw.notInDemo" };

/** True when `rights` open a shape or method of `tier`. */
export function opens(rights: Pick<TierRights, "advanced">, tier: Tier): boolean {
  return tier === "basic" || rights.advanced;
}

/** True when `rights` cover the shape, both methods and the palette of `params`. */
export function isAllowed(params: MandalaParams, rights: TierRights): boolean {
  const shape = shapeById(params.shape);
  const method = methodById(params.firstMethod);
  return (
    !!shape &&
    !!method &&
    opens(rights, shape.tier) &&
    opens(rights, method.tier) &&
    rights.palettes.includes(params.palette)
  );
}

/** Refuses (with the rights' own message) a drawing that `rights` do not cover. */
export function requireAllowed(params: MandalaParams, rights: TierRights): void {
  if (!isAllowed(params, rights)) throw new DomainError(rights.denied);
}

/** Refuses (with the rights' own message) a shape or method of a tier that `rights` do not open. */
export function requireOpen(rights: TierRights, tier: Tier): void {
  if (!opens(rights, tier)) throw new DomainError(rights.denied);
}

/**
 * True for the demo calculator's own mandala, the only one a visitor may draw or colour: its fixed
 * phrase (in either language), shape and methods, no sector length, a palette it offers (any pattern
 * length the phrase allows; the view and the dots pattern are free).
 */
export function isDemoMandala(params: MandalaParams): boolean {
  return (
    (params.phrase === DEMO_PHRASES.ru || params.phrase === DEMO_PHRASES.en) &&
    params.shape === DEMO_DEFAULTS.shape &&
    params.firstMethod === DEMO_DEFAULTS.firstMethod &&
    params.additionalMethod === DEMO_DEFAULTS.additionalMethod &&
    params.sectorLength === undefined &&
    DEMO_RIGHTS.palettes.includes(params.palette)
  );
}
