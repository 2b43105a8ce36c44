import type { z } from "zod";
import { DomainError } from "./errors.ts";
import { ruleOf } from "./i18n/validation.ts";

/** Parses `input` with `schema`, or a 400 naming the bad fields (for input that no route schema checked). */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const rules = new Set(parsed.error.issues.map((issue) => ruleOf(issue.path)));
  const [rule] = rules;
  if (rules.size === 1 && rule) throw new DomainError(rule);
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".") || "input"))];
  throw invalidFields(fields);
}

/** The 400 of input whose `fields` are wrong. */
export function invalidFields(fields: string[]): DomainError {
  return new DomainError("input.invalid", { fields: fields.join(", ") }, { fields });
}
