import type { TSiteSettings } from "@mandala/contract";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { siteSettingsQueryOptions } from "../../api/site-settings.ts";
import { Callout } from "../../ui/callout.tsx";
import { AppLink } from "../../ui/navigation.tsx";
import { SupportEmail, sellerTitle } from "../../ui/seller.tsx";
import skeleton from "../../ui/skeleton.module.css";
import styles from "./content.module.css";
import { DetailsList, sellerRows, supportRows } from "./seller-details.tsx";
import { articleEn } from "./texts/article.en.ts";
import { articleRu } from "./texts/article.ru.ts";
import { faqEn } from "./texts/faq.en.ts";
import { faqRu } from "./texts/faq.ru.ts";
import { ofertaEn } from "./texts/oferta.en.ts";
import { ofertaRu } from "./texts/oferta.ru.ts";
import { paymentEn } from "./texts/payment.en.ts";
import { paymentRu } from "./texts/payment.ru.ts";
import { pndpolicyEn } from "./texts/pndpolicy.en.ts";
import { pndpolicyRu } from "./texts/pndpolicy.ru.ts";
import { DETAILS, type LegalText } from "./texts/types.ts";

const TEXTS: Record<string, { ru: LegalText; en: LegalText }> = {
  "/pndpolicy": { ru: pndpolicyRu, en: pndpolicyEn },
  "/oferta": { ru: ofertaRu, en: ofertaEn },
  "/article": { ru: articleRu, en: articleEn },
  "/oplata-i-vozvrat": { ru: paymentRu, en: paymentEn },
  "/voprosy": { ru: faqRu, en: faqEn },
};

/** The operator's settings the texts are filled from, or why there are none yet. */
type Operator = { settings: TSiteSettings } | { state: "pending" | "failed" };

/** A link to one of the site's pages in a text: `[label](/path)`. */
const PAGE_LINK = /^\[([^\]]+)\]\((\/[^)]*)\)$/;

/** The operator's placeholders, which wait for the site settings. */
const OPERATOR_PLACEHOLDER = /\{(seller|support)\}/;

/**
 * `text` with its links made and its `{seller}` and `{support}` filled in (`settings` is there
 * whenever the text names either).
 */
function filled(text: string, settings: TSiteSettings | null, language: string, t: TFunction): ReactNode {
  return text.split(/(\{seller\}|\{support\}|\[[^\]]+\]\(\/[^)]*\))/).map((part, index) => {
    const link = PAGE_LINK.exec(part);
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed text never move.
      <Fragment key={index}>
        {link ? (
          <AppLink to={link[2] as string}>{link[1]}</AppLink>
        ) : part === "{seller}" && settings ? (
          settings.seller ? (
            sellerTitle(settings.seller, language, t)
          ) : (
            t("seller.demoName")
          )
        ) : part === "{support}" && settings ? (
          <SupportEmail settings={settings} t={t} />
        ) : (
          part
        )}
      </Fragment>
    );
  });
}

/** The seller's details (ОГРН/ОГРНИП, ИНН, address, e-mail, phone), or that a demo seller has none. */
function SellerDetails({ settings }: { settings: TSiteSettings }) {
  const { t, i18n } = useTranslation();
  return <DetailsList rows={[...sellerRows(settings, i18n.language, t), ...supportRows(settings, t)]} />;
}

/**
 * A paragraph of the text. One that names the seller or the support address is filled from the site
 * settings: a shimmering line until they arrive (never a placeholder), a notice if they cannot.
 */
function Paragraph({ text, operator, lead }: { text: string; operator: Operator; lead?: boolean }) {
  const { t, i18n } = useTranslation();
  const className = lead ? styles.lead : undefined;
  if (text !== DETAILS && !OPERATOR_PLACEHOLDER.test(text))
    return <p className={className}>{filled(text, null, i18n.language, t)}</p>;
  if ("state" in operator) {
    if (operator.state === "failed") return <p className={className}>{t("seller.unavailable")}</p>;
    return (
      <div aria-hidden="true" className={`${skeleton.skeleton} ${skeleton.line} ${styles.pendingLine}`} />
    );
  }
  if (text === DETAILS) return <SellerDetails settings={operator.settings} />;
  return <p className={className}>{filled(text, operator.settings, i18n.language, t)}</p>;
}

/**
 * A long static text (policy, offer, the method article, payment and refunds, questions and answers) in
 * the current language, with contents.
 */
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
      {text.updated && <p className={styles.meta}>{t("legal.updated", { date: text.updated })}</p>}
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
