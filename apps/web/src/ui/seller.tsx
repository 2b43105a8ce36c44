/**
 * The operator's details as the documents and the footer write them, from the run-time site settings
 * (GET /draw/api/v1/free/site/). Without a configured seller (a local copy) a demo seller stands in,
 * and every place that names it says so.
 */
import type { TSeller, TSiteSettings } from "@mandala/contract";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { siteSettingsQueryOptions } from "../api/site-settings.ts";

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

/** The support phone as a call link: the address keeps its digits and plus only. */
export function SupportPhone({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>;
}

/**
 * «Write to us: <address>» under a failure or a question, once the site settings name a support
 * address; nothing before that, or on a copy without one. `lead` is the sentence before the address.
 */
export function SupportHint({ lead, className }: { lead: string; className?: string }) {
  const { data } = useQuery(siteSettingsQueryOptions());
  const email = data?.support_email;
  if (!email) return null;
  return (
    <p className={className}>
      {lead} <a href={`mailto:${email}`}>{email}</a>
    </p>
  );
}
