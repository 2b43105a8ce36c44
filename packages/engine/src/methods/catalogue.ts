import type { Label, Tier } from "../label.ts";
import { LAYOUTS } from "./layouts.ts";
import {
  additionRule,
  differenceRule,
  type FillRule,
  knightRule,
  latticeRule,
  meanRule,
  productRule,
  raysRule,
  ringsRule,
  sumRule,
  threeRule,
  wavesRule,
  weaveRule,
} from "./rules.ts";

/** An additional method: how sectors are laid around the centre. */
export interface AdditionalMethodDef {
  id: string;
  label: Label;
}

/** A first method: a fill rule for the sector, with the additional methods it offers. */
export interface MethodDef {
  id: string;
  tier: Tier;
  label: Label;
  /** True for ids starting with "8": the user's sector length applies (on the shapes that allow it). */
  usesSectorLength: boolean;
  additional: readonly AdditionalMethodDef[];
}

interface MethodEntry {
  id: string;
  tier: Tier;
  label: Label;
  rule: FillRule;
}

const ENTRIES: readonly MethodEntry[] = [
  { id: "1", tier: "basic", label: { ru: "Квадрат желания", en: "Square of the wish" }, rule: sumRule },
  { id: "2", tier: "basic", label: { ru: "Три соседа", en: "Three neighbours" }, rule: threeRule },
  { id: "3", tier: "basic", label: { ru: "Разность", en: "Difference" }, rule: differenceRule },
  { id: "4", tier: "basic", label: { ru: "Середина", en: "Mean" }, rule: meanRule },
  { id: "5", tier: "basic", label: { ru: "Ведический квадрат", en: "Vedic square" }, rule: productRule },
  { id: "6", tier: "basic", label: { ru: "Кольца", en: "Rings" }, rule: ringsRule },
  { id: "7", tier: "basic", label: { ru: "Таблица сложения", en: "Addition table" }, rule: additionRule },
  { id: "8", tier: "basic", label: { ru: "Волны", en: "Waves" }, rule: wavesRule },
  { id: "81", tier: "basic", label: { ru: "Лучи", en: "Rays" }, rule: raysRule },
  { id: "82", tier: "basic", label: { ru: "Решётка", en: "Lattice" }, rule: latticeRule },
  { id: "9", tier: "advanced", label: { ru: "Плетение", en: "Weave" }, rule: weaveRule },
  { id: "10", tier: "advanced", label: { ru: "Ход коня", en: "Knight's move" }, rule: knightRule },
];

const ADDITIONAL: readonly AdditionalMethodDef[] = LAYOUTS.map((l) => l.def);

/** The 12 first methods (10 basic, 2 advanced), in display order. */
export const METHODS: readonly MethodDef[] = ENTRIES.map((e) => ({
  id: e.id,
  tier: e.tier,
  label: e.label,
  usesSectorLength: e.id.startsWith("8"),
  additional: ADDITIONAL,
}));

/** The method of an id, or undefined. */
export function methodById(id: string): MethodDef | undefined {
  return METHODS.find((m) => m.id === id);
}

/** The fill rule of a method id, or undefined. */
export function ruleOf(id: string): FillRule | undefined {
  return ENTRIES.find((e) => e.id === id)?.rule;
}
