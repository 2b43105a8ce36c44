/**
 * Counted words as the server writes them, the one place: «21 день», «3 дня», «30 дней», "1 day".
 * Russian by the CLDR plural rules (`Intl.PluralRules`: one, few, many; a fraction takes «many»).
 */
import type { Locale } from "./messages.ts";

interface CountedWord {
  ru: readonly [one: string, few: string, many: string];
  en: readonly [one: string, other: string];
}

const WORDS = {
  day: { ru: ["день", "дня", "дней"], en: ["day", "days"] },
  hour: { ru: ["час", "часа", "часов"], en: ["hour", "hours"] },
  minute: { ru: ["минута", "минуты", "минут"], en: ["minute", "minutes"] },
  mandala: { ru: ["мандала", "мандалы", "мандал"], en: ["mandala", "mandalas"] },
  figure: { ru: ["фигура", "фигуры", "фигур"], en: ["figure", "figures"] },
  method: { ru: ["метод", "метода", "методов"], en: ["method", "methods"] },
  template: { ru: ["шаблон", "шаблона", "шаблонов"], en: ["template", "templates"] },
} as const satisfies Record<string, CountedWord>;

export type Counted = keyof typeof WORDS;

const RU_PLURAL = new Intl.PluralRules("ru");

/** `n` and the word for `n` of `word` in `locale`: «30 дней», "30 days". */
export function countOf(n: number, word: Counted, locale: Locale): string {
  if (locale === "en") return `${n} ${WORDS[word].en[n === 1 ? 0 : 1]}`;
  const form = RU_PLURAL.select(n);
  const [one, few, many] = WORDS[word].ru;
  return `${n} ${form === "one" ? one : form === "few" ? few : many}`;
}
