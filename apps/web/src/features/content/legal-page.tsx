import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import styles from "./content.module.css";
import { articleEn } from "./texts/article.en.ts";
import { articleRu } from "./texts/article.ru.ts";
import { ofertaEn } from "./texts/oferta.en.ts";
import { ofertaRu } from "./texts/oferta.ru.ts";
import { pndpolicyEn } from "./texts/pndpolicy.en.ts";
import { pndpolicyRu } from "./texts/pndpolicy.ru.ts";
import type { LegalText } from "./texts/types.ts";

const TEXTS: Record<string, { ru: LegalText; en: LegalText }> = {
  "/pndpolicy": { ru: pndpolicyRu, en: pndpolicyEn },
  "/oferta": { ru: ofertaRu, en: ofertaEn },
  "/article": { ru: articleRu, en: articleEn },
};

/** A long static text (policy, offer, the method article) in the current language, with contents. */
export function LegalPage() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const texts = TEXTS[pathname.replace(/\/$/, "")] ?? TEXTS["/article"];
  if (!texts) return null;
  const text = i18n.language === "en" ? texts.en : texts.ru;
  return (
    <article className={styles.reading}>
      <h1>{text.title}</h1>
      <p className={styles.meta}>{t("legal.updated", { date: text.updated })}</p>
      {text.intro && <p className={styles.lead}>{text.intro}</p>}
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
            <p key={paragraph.slice(0, 80)}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
