/**
 * The operator's details as the documents and the footer write them, from the run-time site settings
 * (GET /draw/api/v1/free/site/). Without a configured seller (a local copy) a demo seller stands in,
 * and every place that names it says so.
 */
import type { TSeller, TSiteSettings } from "@mandala/contract";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";

/** The seller as a document names it: «ИП Иванова Мария Сергеевна», or the organisation's name. */
export function sellerTitle(seller: TSeller, language: string, t: TFunction): string {
  const name = language === "en" ? seller.name.en : seller.name.ru;
  return seller.form === "ip" ? t("seller.ip", { name }) : name;
}

/** The support address as a mail link; a plain description when none is configured (a demo copy). */
export function SupportEmail({ settings, t }: { settings: TSiteSettings; t: TFunction }): ReactNode {
  const email = settings.support_email;
  return email ? <a href={`mailto:${email}`}>{email}</a> : t("seller.noSupport");
}
