/** Turns a drawing call's query into engine parameters and scene options, or a translated 400. */
import type { TDrawQuery } from "@mandala/contract";
import {
  DEFAULT_FILTER,
  type Filter,
  type MandalaParams,
  parseFilter,
  type SceneOptions,
  type ValidationIssue,
  type View,
  validateParams,
} from "@mandala/engine";
import { DomainError } from "../../errors.ts";
import { type Locale, type MessageCode, translate } from "../../i18n/messages.ts";

/** A checked drawing request. */
export interface DrawInput {
  params: MandalaParams;
  view: View;
  filter: Filter;
  numberedDots: boolean;
  size: number;
}

export const DEFAULT_DRAW_SIZE = 1000;

/** The view a query asks for: `view` when given, else derived from colorize, num_to_dot and filter. */
export function viewOf(query: Pick<TDrawQuery, "view" | "colorize" | "num_to_dot" | "filter">): View {
  if (query.view) return query.view;
  if (query.colorize !== false) return "colorized";
  return query.num_to_dot || (query.filter !== undefined && query.filter !== "") ? "dots" : "digits";
}

/** The issues as translated text, one line each. */
function describe(issues: readonly ValidationIssue[], locale: Locale) {
  return issues.map((issue) => ({
    field: issue.field,
    code: issue.code,
    message: translate(issue.code as MessageCode, locale, issue.params),
  }));
}

/** Throws the 400 of a drawing call listing `issues` in the caller's language. */
function invalid(issues: readonly ValidationIssue[], locale: Locale): never {
  const described = describe(issues, locale);
  throw new DomainError(
    "draw.invalid",
    { reasons: described.map((issue) => issue.message).join("; ") },
    { issues: described },
  );
}

/**
 * Checks a phrase alone (a shape's data, the simple calculator): throws the translated 400 of a
 * phrase that is too long, or (unless `allowEmpty`) empty or without a letter or digit.
 */
export function checkPhrase(phrase: string, locale: Locale, { allowEmpty = false } = {}): void {
  const checked = validateParams({ phrase });
  if (checked.ok) return;
  const issues = checked.issues.filter(
    (issue) => issue.field === "phrase" && (!allowEmpty || issue.code === "phrase.tooLong"),
  );
  if (issues.length > 0) invalid(issues, locale);
}

/** Checks a drawing query; throws a DomainError (draw.invalid) listing every problem in the caller's language. */
export function parseDrawQuery(query: TDrawQuery, locale: Locale, shape: string): DrawInput {
  const checked = validateParams({
    phrase: query.q,
    shape,
    firstMethod: query.first_method,
    additionalMethod: query.additional_method,
    patternLength: query.patternLength,
    sectorLength: query.sector_length,
    palette: query.palette_id,
  });
  const issues = checked.ok ? [] : [...checked.issues];
  const filter =
    query.filter === undefined || query.filter === "" ? DEFAULT_FILTER : parseFilter(query.filter);
  if (filter === null) issues.push({ field: "filter", code: "filter.invalid" });
  if (!checked.ok || filter === null) invalid(issues, locale);
  return {
    params: checked.value,
    view: viewOf(query),
    filter,
    numberedDots: query.num_to_dot === true,
    size: query.size ?? DEFAULT_DRAW_SIZE,
  };
}

/** The scene options of a checked request; `watermark` is the preview text or null. */
export function sceneOptionsOf(input: DrawInput, watermark: string | null): SceneOptions {
  return {
    view: input.view,
    ...(input.view === "dots" ? { filter: input.filter, numberedDots: input.numberedDots } : {}),
    watermark,
    size: input.size,
  };
}
