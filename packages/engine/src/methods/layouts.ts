import type { AdditionalMethodDef } from "./catalogue.ts";

/**
 * A layout (additional method): how the sector matrix is laid into sector number `s` of a shape.
 * `sample(s, i, j)` gives the value of cell (i, j) of sector s from the sector matrix S (k × k).
 */
export interface Layout {
  def: AdditionalMethodDef;
  /** Whether odd sectors take the inverted value `n + 1 − v`. */
  invertOdd: boolean;
  /** Reads the sector matrix for cell (i, j); k is the sector length. */
  read: (sector: readonly (readonly number[])[], i: number, j: number, k: number) => number;
  /**
   * The symmetry the layout promises on a shape of N sectors (N even): `rotation` = order of the
   * rotation group (N or N/2), `mirror` = reflection axes exist (along sector axes, and also along sector
   * edges when `rotation` = N).
   */
  symmetry: (sectors: number) => { rotation: number; mirror: boolean };
}

const get = (s: readonly (readonly number[])[], i: number, j: number): number => s[i]?.[j] as number;

const dihedral = (sectors: number) => ({ rotation: sectors, mirror: true });
const halfDihedral = (sectors: number) => ({ rotation: sectors / 2, mirror: true });
const cyclic = (sectors: number) => ({ rotation: sectors, mirror: false });
const halfCyclic = (sectors: number) => ({ rotation: sectors / 2, mirror: false });

/** The six layouts, by id. */
export const LAYOUTS: readonly Layout[] = [
  {
    def: { id: "1", label: { ru: "Зеркало", en: "Mirror" } },
    invertOdd: false,
    read: (s, i, j) => get(s, i, j),
    symmetry: dihedral,
  },
  {
    def: { id: "2", label: { ru: "Чередование", en: "Alternation" } },
    invertOdd: true,
    read: (s, i, j) => get(s, i, j),
    symmetry: halfDihedral,
  },
  {
    def: { id: "3", label: { ru: "Вращение", en: "Rotation" } },
    invertOdd: false,
    read: (s, i, j, k) => get(s, i, k - 1 - j),
    symmetry: cyclic,
  },
  {
    def: { id: "4", label: { ru: "Вихрь", en: "Whirl" } },
    invertOdd: true,
    read: (s, i, j, k) => get(s, i, k - 1 - j),
    symmetry: halfCyclic,
  },
  {
    def: { id: "5", label: { ru: "От краёв", en: "From the edges" } },
    invertOdd: false,
    read: (s, i, j, k) => get(s, k - 1 - i, k - 1 - j),
    symmetry: dihedral,
  },
  {
    def: { id: "6", label: { ru: "Калейдоскоп", en: "Kaleidoscope" } },
    invertOdd: false,
    read: (s, i, j, k) => get(s, i, j) + get(s, k - 1 - i, k - 1 - j),
    symmetry: dihedral,
  },
];

/** The layout of an additional-method id, or undefined. */
export function layoutById(id: string): Layout | undefined {
  return LAYOUTS.find((l) => l.def.id === id);
}
