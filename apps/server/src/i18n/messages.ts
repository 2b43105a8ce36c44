/** Server-side messages in both languages, keyed by error code. `{name}` placeholders are filled in. */
export const MESSAGES = {
  "validation.invalid": { ru: "Проверьте введённые данные: {fields}", en: "Please check your input: {fields}" },
  "http.notFound": { ru: "Ничего не найдено по адресу {path}", en: "Nothing found at {path}" },
  "http.tooManyRequests": {
    ru: "Слишком много попыток. Пожалуйста, попробуйте позже",
    en: "Too many attempts. Please try again later",
  },
  "http.payloadTooLarge": { ru: "Слишком большой запрос", en: "The request is too large" },
  "http.unavailable": { ru: "Сервис перезапускается, повторите попытку", en: "The service is restarting, please retry" },
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
