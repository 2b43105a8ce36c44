/** The sheets the print page lays out for a query: which views, in which order. */
import type { PrintParams } from "../../api/print-params.ts";

export type PrintPageKind = "colorized" | "digits" | "dots" | "number";

export interface PrintPageSpec {
  key: string;
  kind: PrintPageKind;
  /** The dots filter of a dots or number page. */
  filter: string | null;
  number: number | null;
}

/** The pages in print order: colorized, digits, dots, then one per selected number ascending. */
export function printPages(params: PrintParams): PrintPageSpec[] {
  const pages: PrintPageSpec[] = [];
  if (params.colorized) pages.push({ key: "colorized", kind: "colorized", filter: null, number: null });
  if (params.digits) pages.push({ key: "digits", kind: "digits", filter: null, number: null });
  if (params.dots) pages.push({ key: "dots", kind: "dots", filter: params.pattern, number: null });
  for (const n of params.numbers) pages.push({ key: `n${n}`, kind: "number", filter: String(n), number: n });
  return pages;
}
