import type { Locale } from "../../i18n/messages.ts";

/**
 * A plan's name in the reader's language, wherever it is shown (cards, profile, banners, results):
 * the Russian title is kept in `description` («Продвинутый»), the English one in `name` ("Advanced").
 */
export function planTitle(plan: { name: string; description: string }, locale: Locale): string {
  return locale === "en" ? plan.name : plan.description;
}
