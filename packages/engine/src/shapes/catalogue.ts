import type { Label, Tier } from "../label.ts";
import type { ShapeGeometry } from "./geometry.ts";
import { kiteGeometry, rhombicGeometry } from "./rhombic.ts";
import { ringGeometry } from "./rings.ts";
import { triangularGeometry } from "./triangular.ts";

/** Shape ids. */
export type ShapeId =
  | "demoshape"
  | "octagon"
  | "eight_diamond"
  | "six_diamond"
  | "stern"
  | "hexagon"
  | "rose"
  | "twelve_diamond";

/** A shape of the catalogue. */
export interface ShapeDef {
  id: ShapeId;
  tier: Tier;
  label: Label;
  defaultMethod: string;
  defaultAdditionalMethod: string;
  /** True when methods "8…" take the user's sector length on this shape. */
  sectorLengthApplies: boolean;
  /** Number of sectors around the centre. */
  sectors: number;
}

interface ShapeEntry extends ShapeDef {
  /** Base for the derived sector length (see derivedSectorLength). */
  baseLength: number;
  geometry: (k: number) => ShapeGeometry;
}

const deg = Math.PI / 180;

const ENTRIES: readonly ShapeEntry[] = [
  {
    id: "demoshape",
    tier: "basic",
    label: { ru: "Квадрат", en: "Square" },
    defaultMethod: "6",
    defaultAdditionalMethod: "6",
    sectorLengthApplies: false,
    sectors: 4,
    baseLength: 8,
    geometry: (k) => rhombicGeometry(4, k, -90 * deg),
  },
  {
    id: "octagon",
    tier: "basic",
    label: { ru: "Восьмиугольник", en: "Octagon" },
    defaultMethod: "1",
    defaultAdditionalMethod: "1",
    sectorLengthApplies: false,
    sectors: 8,
    baseLength: 8,
    geometry: (k) => triangularGeometry(8, k, -112.5 * deg),
  },
  {
    id: "eight_diamond",
    tier: "basic",
    label: { ru: "Восемь ромбов", en: "Eight diamonds" },
    defaultMethod: "8",
    defaultAdditionalMethod: "1",
    sectorLengthApplies: true,
    sectors: 8,
    baseLength: 8,
    geometry: (k) => rhombicGeometry(8, k, -112.5 * deg),
  },
  {
    id: "six_diamond",
    tier: "basic",
    label: { ru: "Шесть ромбов", en: "Six diamonds" },
    defaultMethod: "81",
    defaultAdditionalMethod: "1",
    sectorLengthApplies: true,
    sectors: 6,
    baseLength: 8,
    geometry: (k) => rhombicGeometry(6, k, -120 * deg),
  },
  {
    id: "stern",
    tier: "advanced",
    label: { ru: "Звезда", en: "Star" },
    defaultMethod: "82",
    defaultAdditionalMethod: "3",
    sectorLengthApplies: true,
    sectors: 10,
    baseLength: 8,
    geometry: (k) => kiteGeometry(10, k, -108 * deg, 0.45),
  },
  {
    id: "hexagon",
    tier: "advanced",
    label: { ru: "Шестиугольник", en: "Hexagon" },
    defaultMethod: "2",
    defaultAdditionalMethod: "1",
    sectorLengthApplies: false,
    sectors: 6,
    baseLength: 8,
    geometry: (k) => triangularGeometry(6, k, -90 * deg),
  },
  {
    id: "rose",
    tier: "advanced",
    label: { ru: "Роза", en: "Rose" },
    defaultMethod: "4",
    defaultAdditionalMethod: "5",
    sectorLengthApplies: false,
    sectors: 6,
    baseLength: 8,
    geometry: (k) => ringGeometry(6, k, -120 * deg),
  },
  {
    id: "twelve_diamond",
    tier: "advanced",
    label: { ru: "Двенадцать ромбов", en: "Twelve diamonds" },
    defaultMethod: "5",
    defaultAdditionalMethod: "2",
    sectorLengthApplies: false,
    sectors: 12,
    baseLength: 8,
    geometry: (k) => rhombicGeometry(12, k, -105 * deg),
  },
];

/** The 8 shapes (4 basic, 4 advanced), in display order. */
export const SHAPES: readonly ShapeDef[] = ENTRIES.map(
  ({ id, tier, label, defaultMethod, defaultAdditionalMethod, sectorLengthApplies, sectors }) => ({
    id,
    tier,
    label,
    defaultMethod,
    defaultAdditionalMethod,
    sectorLengthApplies,
    sectors,
  }),
);

/** The shape of an id, or undefined. */
export function shapeById(id: string): ShapeDef | undefined {
  return SHAPES.find((s) => s.id === id);
}

const cache = new Map<string, ShapeGeometry>();

/** The geometry of a shape for sector length k (computed once per shape and k, then shared). */
export function shapeGeometry(id: ShapeId, k: number): ShapeGeometry {
  const key = `${id}:${k}`;
  let geometry = cache.get(key);
  if (!geometry) {
    const entry = ENTRIES.find((e) => e.id === id);
    if (!entry) throw new RangeError(`Unknown shape ${id}`);
    geometry = entry.geometry(k);
    cache.set(key, geometry);
  }
  return geometry;
}

/** The base length a shape derives its sector length from. */
export function shapeBaseLength(id: ShapeId): number {
  return ENTRIES.find((e) => e.id === id)?.baseLength ?? 8;
}
