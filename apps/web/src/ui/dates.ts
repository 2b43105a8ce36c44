/**
 * Dates as the web writes them, in the interface language and the reader's time zone: the one place
 * that formats a date. Each style's `Intl.DateTimeFormat` is created on its first use and kept per
 * language, since creating one costs Chromium 30–75 ms of the main thread (the locale's data is loaded):
 * a page that shows no date pays nothing, and a list of dates pays once.
 */

/** The locale of an interface language: Russian, or English for "en" and its variants. */
const localeOf = (language: string) => (language.startsWith("en") ? "en-US" : "ru-RU");

const STYLES = {
  /** «12 мая 2026», "May 12, 2026". */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** «12 мая 2026, 09:05», "May 12, 2026, 09:05". */
  moment: {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  },
  /** «12.05.2026», "05/12/2026": for dense tables. */
  short: { day: "2-digit", month: "2-digit", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(style: DateStyle, locale: string): Intl.DateTimeFormat {
  const key = `${style} ${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, STYLES[style]);
    formats.set(key, format);
  }
  return format;
}

/**
 * A formatted date without the Russian year's «г.», and with a comma between the date and its time (for
 * «г. в», " at "): a sentence that ends with a date then ends with one full stop, and a date with a time
 * reads «12 мая 2026, 09:05» / "May 12, 2026, 09:05".
 */
function written(format: Intl.DateTimeFormat, date: Date): string {
  const parts = format.formatToParts(date);
  let text = "";
  for (const [index, part] of parts.entries()) {
    const afterYear = part.type === "literal" && parts[index - 1]?.type === "year";
    if (!afterYear) text += part.value;
    else if (parts[index + 1]?.type === "hour") text += ", ";
  }
  return text;
}

/**
 * `value` (an ISO string or a date) written in `style` for `language`; an empty string when there is no
 * date or it is not one.
 */
export function formatDate(
  value: string | Date | null | undefined,
  language: string,
  style: DateStyle = "long",
): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return written(formatOf(style, localeOf(language)), date);
}

/** A date with its time, e.g. «12 мая 2026, 09:05». */
export const formatMoment = (value: string | Date | null | undefined, language: string) =>
  formatDate(value, language, "moment");
