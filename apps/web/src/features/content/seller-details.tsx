import type { TSiteSettings } from "@mandala/contract";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { SupportEmail, SupportPhone, sellerTitle } from "../../ui/seller.tsx";
import styles from "./content.module.css";

/** A label and its value, one line of a details list. */
export type DetailRow = [label: string, value: ReactNode];

/** The seller's requisites (name, ОГРН/ОГРНИП, ИНН, address), or that a demo seller has none. */
export function sellerRows(settings: TSiteSettings, language: string, t: TFunction): DetailRow[] {
  const { seller } = settings;
  if (!seller) return [[t("seller.name"), t("seller.demoDetails")]];
  return [
    [t("seller.name"), sellerTitle(seller, language, t)],
    [t(`seller.ogrn_${seller.form}`), seller.ogrn],
    [t("seller.inn"), seller.inn],
    [t("seller.address"), language === "en" ? seller.address.en : seller.address.ru],
  ];
}

/** Where to write (the support address) and, when configured, call. */
export function supportRows(settings: TSiteSettings, t: TFunction): DetailRow[] {
  const rows: DetailRow[] = [[t("seller.email"), <SupportEmail key="email" settings={settings} t={t} />]];
  const phone = settings.support_phone;
  if (phone) rows.push([t("seller.phone"), <SupportPhone key="phone" phone={phone} />]);
  return rows;
}

/** Labels and values, one per line (a column on a phone). */
export function DetailsList({ rows }: { rows: DetailRow[] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
