/** How the gifts' pages name a gift and its dates. */
import type { TGiftView } from "@mandala/contract";
import type { TFunction } from "i18next";
import { formatDate } from "../../ui/dates.ts";

/** "The Advanced plan for 30 days" / "The set “Harmony”", in the page's language. */
export const itemLine = (t: TFunction<"gifts">, item: TGiftView["item"]) =>
  item.kind === "plan"
    ? t("item.plan", { name: item.name, days: item.period_days ?? 0 })
    : t("item.set", { name: item.name });

/** A date as the pages write it (ui/dates.ts, the long style). */
export const giftDate = (iso: string, language: string) => formatDate(iso, language);
