/**
 * Dates as the server writes them (mails, receipts, PDF headings, file names): the one place that
 * formats a date on the server. Always on Moscow time, the customer's clock: the shop sells in Russia,
 * its offer and receipts are in Moscow time, and a mail read at 01:00 in Moscow must not name yesterday
 * because the server runs on UTC (docs/decisions/053). A date with a time says so («МСК»).
 */
import type { Locale } from "./messages.ts";

export const CUSTOMER_TIME_ZONE = "Europe/Moscow";

const STYLES = {
  /** «23 ноября 2026», "23 November 2026": in a sentence, a heading, a letter. */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** «23.11.2026, 14:05 (МСК)», "23/11/2026, 14:05 (Moscow time)": a receipt's moment. */
  moment: { dateStyle: "short", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ServerDateStyle = keyof typeof STYLES;

const ZONE_NAME: Record<Locale, string> = { ru: "МСК", en: "Moscow time" };

const formats = new Map<string, Intl.DateTimeFormat>();

/** Each style's format is made once per language: making one loads the locale's data. */
function formatOf(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: CUSTOMER_TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

/** `date` in `style` for a reader of `locale`, on Moscow time; the Russian year's «г.» left out. */
export function formatDate(date: Date, locale: Locale, style: ServerDateStyle = "long"): string {
  const text = formatOf(`${style} ${locale}`, locale === "en" ? "en-GB" : "ru-RU", STYLES[style])
    .format(date)
    .replace(/\s*г\.?(?=,|$)/, "");
  return style === "moment" ? `${text} (${ZONE_NAME[locale]})` : text;
}

/** The Moscow calendar day of `date` as YYYY-MM-DD, for file names. */
export function isoDay(date: Date): string {
  return formatOf("iso", "en-CA", { year: "numeric", month: "2-digit", day: "2-digit" }).format(date);
}
