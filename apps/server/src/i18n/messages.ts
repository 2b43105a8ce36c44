import { AUTH_MESSAGES } from "../modules/auth/auth.messages.ts";
import { BILLING_MESSAGES } from "../modules/billing/billing.messages.ts";
import { BLOG_MESSAGES } from "../modules/blog/blog.messages.ts";
import { COLOURING_MESSAGES } from "../modules/colouring/colouring.messages.ts";
import { CONTENT_MESSAGES } from "../modules/content/content.messages.ts";
import { DRAWING_MESSAGES } from "../modules/drawing/drawing.messages.ts";
import { MANDALAS_MESSAGES } from "../modules/mandalas/mandalas.messages.ts";
import { UPLOAD_MESSAGES } from "../storage/upload.messages.ts";

/** Server-side messages in both languages, keyed by error code. `{name}` placeholders are filled in. */
export const MESSAGES = {
  ...DRAWING_MESSAGES,
  ...BLOG_MESSAGES,
  ...BILLING_MESSAGES,
  ...MANDALAS_MESSAGES,
  ...COLOURING_MESSAGES,
  ...CONTENT_MESSAGES,
  ...AUTH_MESSAGES,
  ...UPLOAD_MESSAGES,
  "validation.invalid": {
    ru: "Проверьте введённые данные. {reasons}",
    en: "Please check your input. {reasons}",
  },
  "input.invalid": { ru: "Проверьте поля: {fields}", en: "Please check: {fields}" },
  "http.badRequest": { ru: "Некорректный запрос", en: "The request is malformed" },
  "http.clientError": {
    ru: "Запрос не может быть выполнен (код {status})",
    en: "The request cannot be served (status {status})",
  },
  "http.invalidJson": {
    ru: "Тело запроса — не корректный JSON",
    en: "The request body is not valid JSON",
  },
  "http.emptyJson": {
    ru: "Тело запроса пустое, а ожидается JSON",
    en: "The request body is empty but JSON is expected",
  },
  "http.unsupportedMediaType": {
    ru: "Неподдерживаемый тип содержимого {type}: отправьте JSON (application/json)",
    en: "Unsupported content type {type}: please send JSON (application/json)",
  },
  "http.nulByte": {
    ru: "Запрос содержит недопустимый символ (нулевой байт) в поле {field}",
    en: "The request contains a forbidden character (a NUL byte) in {field}",
  },
  "http.malformedMultipart": {
    ru: "Файл передан в повреждённом виде (неверный multipart/form-data). Попробуйте выбрать его снова",
    en: "The file upload is malformed (invalid multipart/form-data). Please choose the file again",
  },
  "http.forbiddenOrigin": {
    ru: "Запрос с чужого сайта отклонён",
    en: "Requests from another site are refused",
  },
  "http.methodNotAllowed": {
    ru: "Этот метод здесь не поддерживается",
    en: "This method is not supported here",
  },
  "graphql.invalid": {
    ru: "Некорректный запрос GraphQL",
    en: "The GraphQL request is invalid",
  },
  "http.notFound": { ru: "Ничего не найдено по адресу {path}", en: "Nothing found at {path}" },
  "http.tooManyRequests": {
    ru: "Слишком много попыток. Пожалуйста, попробуйте позже",
    en: "Too many attempts. Please try again later",
  },
  "http.payloadTooLarge": { ru: "Слишком большой запрос", en: "The request is too large" },
  "db.unavailable": {
    ru: "База данных временно недоступна. Повторите попытку через минуту",
    en: "The database is temporarily unavailable. Please try again in a minute",
  },
  "http.unavailable": {
    ru: "Сервис перезапускается, повторите попытку",
    en: "The service is restarting, please retry",
  },
  "http.internal": {
    ru: "Что-то пошло не так на сервере. Мы уже разбираемся",
    en: "Something went wrong on the server. We are looking into it",
  },
} as const satisfies Record<string, { ru: string; en: string }>;

export type Locale = "ru" | "en";
export type MessageCode = keyof typeof MESSAGES;

/** Picks the reply language from `?lang=` or Accept-Language; Russian unless English is preferred. */
export function pickLocale(acceptLanguage: string | undefined, explicit?: string): Locale {
  if (explicit === "en" || explicit === "ru") return explicit;
  const first = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("en") ? "en" : "ru";
}

/** A language stored with a record (a payment, a subscription) as a Locale: Russian unless English. */
export const storedLocale = (value: string): Locale => (value === "en" ? "en" : "ru");

/** The message for `code` in `locale`, with `{name}` placeholders replaced from `params`. */
export function translate(
  code: MessageCode,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return MESSAGES[code][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
