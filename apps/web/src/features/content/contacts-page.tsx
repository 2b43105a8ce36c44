import type { TSiteSettings } from "@mandala/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";
import { Callout } from "../../ui/callout.tsx";
import { CUSTOMER_PAGES, DOCUMENT_PAGES } from "../../ui/customer-pages.ts";
import { AppLink } from "../../ui/navigation.tsx";
import { LoadingPlaceholder, SkeletonLines } from "../../ui/skeleton.tsx";
import styles from "./content.module.css";
import { DetailsList, sellerRows, supportRows } from "./seller-details.tsx";

/** Where to write or call, and when support answers, in the page's language. */
function SupportDetails({ settings }: { settings: TSiteSettings }) {
  const { t, i18n } = useTranslation();
  const hours = i18n.language === "en" ? settings.support_hours.en : settings.support_hours.ru;
  return <DetailsList rows={[...supportRows(settings, t), [t("contacts.hours"), hours]]} />;
}

/**
 * The contacts page: the support address (and phone, when configured) with when support answers, the
 * seller's requisites, and the pages a buyer looks for (payment and refunds, questions, the documents).
 */
export function ContactsPage() {
  const { t, i18n } = useTranslation();
  const { data, isError } = useQuery(siteSettingsQueryOptions());
  const links = [...CUSTOMER_PAGES.filter((page) => page.to !== "/kontakty"), ...DOCUMENT_PAGES];
  return (
    <article className={styles.reading}>
      <h1>{t("titles.contacts")}</h1>
      <p className={styles.lead}>{t("contacts.lead")}</p>
      {data && !data.seller && (
        <Callout tone="gold" title={t("seller.demoTitle")} text={t("seller.demoNotice")} />
      )}
      <section className={styles.section} aria-labelledby="contacts-support">
        <h2 id="contacts-support">{t("contacts.support")}</h2>
        {data ? (
          <SupportDetails settings={data} />
        ) : isError ? (
          <p role="alert">{t("seller.unavailable")}</p>
        ) : (
          <LoadingPlaceholder label={t("seller.loading")}>
            <SkeletonLines count={3} />
          </LoadingPlaceholder>
        )}
      </section>
      <section className={styles.section} aria-labelledby="contacts-seller">
        <h2 id="contacts-seller">{t("contacts.seller")}</h2>
        {data ? (
          <DetailsList rows={sellerRows(data, i18n.language, t)} />
        ) : isError ? null : (
          <div aria-hidden="true">
            <SkeletonLines count={3} />
          </div>
        )}
      </section>
      <nav className={styles.section} aria-labelledby="contacts-help">
        <h2 id="contacts-help">{t("contacts.help")}</h2>
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <AppLink to={link.to}>{t(link.key)}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
