/**
 * Schema validation issues (zod, through Fastify) as readable field-level messages in the request's
 * language: «Имя пользователя: не короче 3 символов» instead of "body.username: Too small".
 */
import type { FastifySchemaCompiler } from "fastify";
import { type $ZodType, safeParse } from "zod/v4/core";
import type { Locale } from "./messages.ts";

type Texts = Record<Locale, string>;

/** What people call the fields of the API; unknown fields are named as they are, in quotes. */
const FIELD_LABELS: Record<string, Texts> = {
  username: { ru: "Имя пользователя", en: "Username" },
  email: { ru: "E-mail", en: "E-mail" },
  password: { ru: "Пароль", en: "Password" },
  first_name: { ru: "Имя", en: "First name" },
  last_name: { ru: "Фамилия", en: "Last name" },
  refresh: { ru: "Токен обновления", en: "Refresh token" },
  access_token: { ru: "Токен VK", en: "VK token" },
  recaptcha: { ru: "Проверка reCAPTCHA", en: "reCAPTCHA" },
  plan: { ru: "Тариф", en: "Plan" },
  plan_id: { ru: "Тариф", en: "Plan" },
  free_trial: { ru: "Пробный период", en: "Free trial" },
  q: { ru: "Намерение", en: "Intention" },
  phrase: { ru: "Намерение", en: "Intention" },
  patternLength: { ru: "Длина кода", en: "Pattern length" },
  sector_length: { ru: "Длина сектора", en: "Sector length" },
  first_method: { ru: "Первый метод", en: "First method" },
  additional_method: { ru: "Дополнительный метод", en: "Additional method" },
  palette_id: { ru: "Палитра", en: "Palette" },
  palette: { ru: "Палитра", en: "Palette" },
  shape: { ru: "Фигура", en: "Shape" },
  view: { ru: "Вид", en: "View" },
  filter: { ru: "Фильтр чисел", en: "Number filter" },
  colorize: { ru: "Цвет", en: "Colour" },
  num_to_dot: { ru: "Точки", en: "Dots" },
  size: { ru: "Размер", en: "Size" },
  slug: { ru: "Адрес", en: "Address" },
  id: { ru: "Номер", en: "Id" },
  token: { ru: "Ссылка", en: "Link" },
  file: { ru: "Файл", en: "File" },
  page: { ru: "Страница", en: "Page" },
  page_size: { ru: "Размер страницы", en: "Page size" },
  search: { ru: "Поиск", en: "Search" },
  views: { ru: "Виды", en: "Views" },
  numbers: { ru: "Числа", en: "Numbers" },
  return_url: { ru: "Адрес возврата", en: "Return address" },
  website: { ru: "Сайт", en: "Website" },
  bio: { ru: "О себе", en: "About" },
  lang: { ru: "Язык", en: "Language" },
};

const PARTS: Record<string, Texts> = {
  body: { ru: "Тело запроса", en: "Request body" },
  querystring: { ru: "Параметры запроса", en: "Query parameters" },
  params: { ru: "Адрес", en: "Address" },
  headers: { ru: "Заголовки", en: "Headers" },
};

const TYPES: Record<string, Texts> = {
  string: { ru: "текст", en: "text" },
  number: { ru: "число", en: "a number" },
  int: { ru: "целое число", en: "a whole number" },
  boolean: { ru: "да или нет (true/false)", en: "true or false" },
  object: { ru: "объект", en: "an object" },
  array: { ru: "список", en: "a list" },
  date: { ru: "дата", en: "a date" },
};

const UNITS: Record<string, Texts> = {
  string: { ru: "символов", en: "characters" },
  array: { ru: "элементов", en: "items" },
  set: { ru: "элементов", en: "items" },
  file: { ru: "байт", en: "bytes" },
};

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
 * An issue as the dotted machine path (`field`), the message to show next to that field
 * («Не меньше 3 символов») and the sentence naming the field («Имя пользователя: не меньше 3 символов»).
 */
export function describeIssue(issue: SchemaIssue, context: string | undefined, locale: Locale) {
  const path = issue.instancePath.split("/").filter(Boolean);
  const text = what(issue, locale);
  return {
    field: [context, ...path].filter(Boolean).join("."),
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
