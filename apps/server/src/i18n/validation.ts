/**
 * Schema validation issues (zod, through Fastify) as readable field-level messages in the request's
 * language: «Имя пользователя: не короче 3 символов» instead of "body.username: Too small".
 */
import type { FastifySchemaCompiler } from "fastify";
import { type $ZodType, safeParse } from "zod/v4/core";
import type { DomainCode } from "../errors.ts";
import { type Locale, translate } from "./messages.ts";
import WORDS from "./validation.words.json" with { type: "json" };

type Texts = Record<Locale, string>;

/**
 * The words of the messages, as data: what people call the fields of the API (unknown fields are
 * named as they are, in quotes), the parts of a request, the types and the units of sizes.
 */
const FIELD_LABELS: Record<string, Texts> = WORDS.fields;
const PARTS: Record<string, Texts> = WORDS.parts;
const TYPES: Record<string, Texts> = WORDS.types;
const UNITS: Record<string, Texts> = WORDS.units;

/** One issue as Fastify's zod provider reports it: `keyword` is zod's code, `params` the rest. */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  params?: Record<string, unknown>;
}

/** The readable name of a field, from its validation context and path. */
export function fieldLabel(context: string | undefined, path: string[], locale: Locale): string {
  const last = [...path].reverse().find((part) => !/^\d+$/.test(part));
  if (!last) return PARTS[context ?? ""]?.[locale] ?? (locale === "ru" ? "Запрос" : "Request");
  return FIELD_LABELS[last]?.[locale] ?? `«${last}»`;
}

function what(issue: SchemaIssue, locale: Locale): string {
  const p = issue.params ?? {};
  const ru = locale === "ru";
  const origin = String(p.origin ?? "");
  const unit = UNITS[origin]?.[locale] ?? "";
  switch (issue.keyword) {
    case "invalid_type": {
      if (p.input === undefined) return ru ? "обязательное поле" : "required";
      const type = TYPES[String(p.expected)]?.[locale] ?? String(p.expected);
      return ru ? `ожидается ${type}` : `must be ${type}`;
    }
    case "too_small": {
      const min = Number(p.minimum);
      if (origin === "string" && min <= 1) return ru ? "обязательное поле" : "required";
      if (unit) return ru ? `не меньше ${min} ${unit}` : `at least ${min} ${unit}`;
      const op = p.inclusive === false ? (ru ? "больше" : "greater than") : ru ? "не меньше" : "at least";
      return `${ru ? "" : "must be "}${op} ${min}`;
    }
    case "too_big": {
      const max = Number(p.maximum);
      if (unit) return ru ? `не больше ${max} ${unit}` : `at most ${max} ${unit}`;
      const op = p.inclusive === false ? (ru ? "меньше" : "less than") : ru ? "не больше" : "at most";
      return `${ru ? "" : "must be "}${op} ${max}`;
    }
    case "invalid_format": {
      if (p.format === "email") return ru ? "неверный адрес e-mail" : "is not a valid e-mail address";
      if (p.format === "url") return ru ? "неверная ссылка" : "is not a valid link";
      if (p.format === "regex")
        return ru ? "содержит недопустимые символы" : "contains characters not allowed";
      return ru ? "неверный формат" : "has the wrong format";
    }
    case "invalid_value": {
      const values = Array.isArray(p.values) ? p.values.map((value) => String(value)).join(", ") : "";
      if (!values) return ru ? "недопустимое значение" : "has a value not allowed";
      return ru ? `допустимые значения: ${values}` : `must be one of: ${values}`;
    }
    case "unrecognized_keys": {
      const keys = Array.isArray(p.keys) ? p.keys.join(", ") : "";
      return ru ? `лишние поля: ${keys}` : `unknown fields: ${keys}`;
    }
    case "not_multiple_of":
      return ru ? `должно делиться на ${String(p.divisor)}` : `must be a multiple of ${String(p.divisor)}`;
    default:
      return ru ? "недопустимое значение" : "has a value not allowed";
  }
}

/**
 * Fields whose refusal is a rule of its own rather than bad input: answered with the rule's code and
 * message (a request without the consent to the processing of personal data).
 */
const RULE_FIELDS: Record<string, DomainCode> = { personal_data_consent: "consent.required" };

/** The rule an issue on `path` breaks, if its field has one. */
export function ruleOf(path: readonly PropertyKey[]): DomainCode | undefined {
  const last = path.at(-1);
  return typeof last === "string" ? RULE_FIELDS[last] : undefined;
}

/**
 * An issue as the dotted machine path (`field`), the message to show next to that field
 * («Не меньше 3 символов») and the sentence naming the field («Имя пользователя: не меньше 3 символов»).
 */
export function describeIssue(issue: SchemaIssue, context: string | undefined, locale: Locale) {
  const path = issue.instancePath.split("/").filter(Boolean);
  const field = [context, ...path].filter(Boolean).join(".");
  const rule = ruleOf(path);
  if (rule) {
    const message = translate(rule, locale);
    return { field, message, code: issue.keyword, sentence: message, rule };
  }
  const text = what(issue, locale);
  return {
    field,
    message: text.charAt(0).toUpperCase() + text.slice(1),
    code: issue.keyword,
    sentence: `${fieldLabel(context, path, locale)}: ${text}`,
  };
}

/**
 * Fastify's validator for the routes' zod schemas. Like fastify-type-provider-zod's, but the issues
 * keep whether a value was given (`input`, never echoed) so that a missing field reads "required".
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map(({ code, path, message, ...params }) => ({
        keyword: code,
        instancePath: `/${path.map(String).join("/")}`,
        schemaPath: `#/${path.map(String).join("/")}/${code}`,
        message,
        params: { ...params, input: params.input === undefined ? undefined : "given" },
      })),
    } as unknown as { error: Error };
  };
