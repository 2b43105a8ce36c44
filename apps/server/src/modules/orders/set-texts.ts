/** A learning set's and a topic's texts in the reader's language (English where translated). */

import type { learningSets, learningSetTopics } from "../../db/schema.ts";
import type { Locale } from "../../i18n/messages.ts";
import { sanitizeHtml } from "../../sanitize-html.ts";

/** The set's texts in `locale`: English where the set has them, else the Russian ones (HTML sanitized). */
export function setTexts(set: typeof learningSets.$inferSelect, locale: Locale) {
  const en = locale === "en" ? set.translations.en : undefined;
  return {
    name: en?.name ?? set.name,
    descriptionShort: en?.descriptionShort ?? set.descriptionShort,
    description: sanitizeHtml(en?.description ?? set.description),
    includedItems: en?.includedItems ?? set.includedItems,
  };
}

export const topicTexts = (topic: typeof learningSetTopics.$inferSelect, locale: Locale) =>
  (locale === "en" ? topic.translations.en : undefined) ?? topic;
