import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";
import { CUSTOMER_PAGES, DOCUMENT_PAGES } from "../../ui/customer-pages.ts";
import { AppLink } from "../../ui/navigation.tsx";
import { SupportPhone, sellerTitle } from "../../ui/seller.tsx";
import { StaticMarkup } from "../../ui/static-markup.tsx";
import styles from "./layout.module.css";

const SECTION_LINKS = [
  { to: "/#sets", key: "footer.freeSets" },
  { to: "/democalc", key: "footer.demo" },
  { to: "/#plans", key: "footer.plans" },
  { to: "/#pattern", key: "footer.pattern" },
] as const;

/** The networks a footer icon can link to: the settings' key, the name and the icon. */
const NETWORKS = [
  {
    network: "vk",
    key: "footer.vk",
    icon: "M4 7h3c.3 4 2 6 3.5 6.4V7H13v3.5c1.4-.2 2.9-1.8 3.4-3.5h2.6c-.4 2.2-2 3.9-3.2 4.6 1.2.6 3 2.1 3.6 4.4h-2.9c-.5-1.5-1.7-2.7-3.5-2.9V16h-.3C7.6 16 4.6 12.5 4 7Z",
  },
  {
    network: "telegram",
    key: "footer.telegram",
    icon: "M20 5 3.5 11.3c-.8.3-.8 1 0 1.3l4 1.3 1.5 4.7c.2.6.9.7 1.3.3l2.2-2 4.2 3.1c.6.4 1.3.1 1.5-.6L21.2 6.1C21.5 5.2 20.8 4.7 20 5Zm-3 3.3-7.5 6.8-.3 3-1.3-4.1 9.1-5.7Z",
  },
  {
    network: "youtube",
    key: "footer.youtube",
    icon: "M21 8.2c-.2-1.4-1.2-2.3-2.5-2.4C16.4 5.6 14.2 5.5 12 5.5s-4.4.1-6.5.3C4.2 5.9 3.2 6.8 3 8.2a25 25 0 0 0 0 7.6c.2 1.4 1.2 2.3 2.5 2.4 2.1.2 4.3.3 6.5.3s4.4-.1 6.5-.3c1.3-.1 2.3-1 2.5-2.4a25 25 0 0 0 0-7.6ZM10 15V9l5 3-5 3Z",
  },
] as const;

/**
 * The operator's column: the support address and phone, and an icon for each configured network.
 * Nothing until the site settings arrive (the pre-rendered home page has none), nothing when none is set.
 */
function ContactColumn() {
  const { t } = useTranslation();
  const { data } = useQuery(siteSettingsQueryOptions());
  const links = NETWORKS.flatMap((item) => {
    const href = data?.social_links?.[item.network];
    return href ? [{ ...item, href }] : [];
  });
  const email = data?.support_email;
  const phone = data?.support_phone;
  if (!email && links.length === 0) return null;
  return (
    <div>
      <h2 className={styles.footerHeading}>{t("seller.contact")}</h2>
      {email && (
        <ul className={styles.footerLinks}>
          <li>
            <a href={`mailto:${email}`}>{email}</a>
          </li>
          {phone && (
            <li>
              <SupportPhone phone={phone} />
            </li>
          )}
        </ul>
      )}
      {links.length > 0 && (
        <ul className={styles.social} aria-label={t("footer.social")}>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <span className="visually-hidden">{t(link.key)}</span>
                <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                  <path d={link.icon} fill="currentColor" />
                </svg>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Who sells, under the copyright: the seller's name and numbers, or that a demo seller stands in. */
function SellerLine() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(siteSettingsQueryOptions());
  if (!data) return null;
  const { seller } = data;
  if (!seller) return <span className={styles.sellerLine}>{t("seller.demoFooter")}</span>;
  return (
    <span className={styles.sellerLine}>
      {sellerTitle(seller, i18n.language, t)} · {t("seller.inn")} {seller.inn} ·{" "}
      {t(`seller.ogrn_${seller.form}`)} {seller.ogrn}
    </span>
  );
}

/**
 * The site footer: section links and documents (static, kept as pre-rendered), the operator's contacts
 * and the copyright line with the seller (filled from the site settings once they arrive).
 */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <StaticMarkup>
          <div className={styles.footerAbout}>
            <AppLink to="/" className={styles.logo}>
              <img src="/favicon.svg" alt="" width="32" height="32" loading="lazy" />
              <span>{t("brand")}</span>
            </AppLink>
            <p>{t("footer.about")}</p>
          </div>
          <nav aria-label={t("footer.sections")}>
            <h2 className={styles.footerHeading}>{t("footer.sections")}</h2>
            <ul className={styles.footerLinks}>
              {SECTION_LINKS.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to}>{t(link.key)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t("footer.documents")}>
            <h2 className={styles.footerHeading}>{t("footer.documents")}</h2>
            <ul className={styles.footerLinks}>
              {[...CUSTOMER_PAGES, ...DOCUMENT_PAGES].map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to}>{t(link.key)}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </StaticMarkup>
        <ContactColumn />
      </div>
      <p className={styles.copyright}>
        {t("footer.copyright")} <SellerLine />
      </p>
    </footer>
  );
}
