import type { TSiteSettings } from "@mandala/contract";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";
import { Callout } from "../../ui/callout.tsx";
import { SupportEmail, sellerTitle } from "../../ui/seller.tsx";
import skeleton from "../../ui/skeleton.module.css";
import styles from "./content.module.css";
import { articleEn } from "./texts/article.en.ts";
import { articleRu } from "./texts/article.ru.ts";
import { ofertaEn } from "./texts/oferta.en.ts";
import { ofertaRu } from "./texts/oferta.ru.ts";
import { pndpolicyEn } from "./texts/pndpolicy.en.ts";
import { pndpolicyRu } from "./texts/pndpolicy.ru.ts";
import { DETAILS, type LegalText } from "./texts/types.ts";

const TEXTS: Record<string, { ru: LegalText; en: LegalText }> = {
  "/pndpolicy": { ru: pndpolicyRu, en: pndpolicyEn },
  "/oferta": { ru: ofertaRu, en: ofertaEn },
  "/article": { ru: articleRu, en: articleEn },
};

/** The operator's settings the texts are filled from, or why there are none yet. */
type Operator = { settings: TSiteSettings } | { state: "pending" | "failed" };

/** `text` with its `{seller}` and `{support}` filled in. */
function filled(text: string, settings: TSiteSettings, language: string, t: TFunction): ReactNode {
  return text.split(/(\{seller\}|\{support\})/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never move.
    <Fragment key={index}>
      {part === "{seller}" ? (
        settings.seller ? (
          sellerTitle(settings.seller, language, t)
        ) : (
          t("seller.demoName")
        )
      ) : part === "{support}" ? (
        <SupportEmail settings={settings} t={t} />
      ) : (
        part
      )}
    </Fragment>
  ));
}

/** The seller's details (ОГРН/ОГРНИП, ИНН, address, e-mail, phone), or that a demo seller has none. */
function SellerDetails({ settings }: { settings: TSiteSettings }) {
  const { t, i18n } = useTranslation();
  const { seller } = settings;
  const language = i18n.language;
  const rows: [string, ReactNode][] = seller
    ? [
        [t("seller.name"), sellerTitle(seller, language, t)],
        [t(`seller.ogrn_${seller.form}`), seller.ogrn],
        [t("seller.inn"), seller.inn],
        [t("seller.address"), language === "en" ? seller.address.en : seller.address.ru],
      ]
    : [[t("seller.name"), t("seller.demoDetails")]];
  rows.push([t("seller.email"), <SupportEmail key="email" settings={settings} t={t} />]);
  if (settings.support_phone) rows.push([t("seller.phone"), settings.support_phone]);
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

/**
 * A paragraph of the text. One that names the seller or the support address is filled from the site
 * settings: a shimmering line until they arrive (never a placeholder), a notice if they cannot.
 */
function Paragraph({ text, operator, lead }: { text: string; operator: Operator; lead?: boolean }) {
  const { t, i18n } = useTranslation();
  const className = lead ? styles.lead : undefined;
  if (text !== DETAILS && !/\{(seller|support)\}/.test(text)) return <p className={className}>{text}</p>;
  if ("state" in operator) {
    if (operator.state === "failed") return <p className={className}>{t("seller.unavailable")}</p>;
    return (
      <div aria-hidden="true" className={`${skeleton.skeleton} ${skeleton.line} ${styles.pendingLine}`} />
    );
  }
  if (text === DETAILS) return <SellerDetails settings={operator.settings} />;
  return <p className={className}>{filled(text, operator.settings, i18n.language, t)}</p>;
}

/** A long static text (policy, offer, the method article) in the current language, with contents. */
export function LegalPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { data, isError } = useQuery(siteSettingsQueryOptions());
  const texts = TEXTS[pathname.replace(/\/$/, "")] ?? TEXTS["/article"];
  if (!texts) return null;
  const text = i18n.language === "en" ? texts.en : texts.ru;
  const operator: Operator = data ? { settings: data } : { state: isError ? "failed" : "pending" };
  const namesSeller = [text.intro ?? "", ...text.sections.flatMap((section) => section.paragraphs)].some(
    (paragraph) => paragraph === DETAILS || paragraph.includes("{seller}"),
  );
  return (
    <article className={styles.reading}>
      <h1>{text.title}</h1>
      <p className={styles.meta}>{t("legal.updated", { date: text.updated })}</p>
      {namesSeller && "state" in operator && operator.state === "pending" && (
        <span className="visually-hidden" role="status">
          {t("seller.loading")}
        </span>
      )}
      {namesSeller && data && !data.seller && (
        <Callout tone="gold" title={t("seller.demoTitle")} text={t("seller.demoNotice")} />
      )}
      {text.intro && <Paragraph text={text.intro} operator={operator} lead />}
      <nav className={styles.toc} aria-labelledby="toc-heading">
        <h2 id="toc-heading">{t("legal.contents")}</h2>
        <ol>
          {text.sections.map((section, index) => (
            <li key={section.heading}>
              <a href={`#section-${index + 1}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section, index) => (
        <section key={section.heading} id={`section-${index + 1}`} className={styles.section}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <Paragraph key={paragraph.slice(0, 80)} text={paragraph} operator={operator} />
          ))}
        </section>
      ))}
    </article>
  );
}
