import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../ui/button.tsx";
import { MESSENGER_CHAT_URL } from "../contacts.ts";
import styles from "../home.module.css";
import { SectionHeading } from "./section-heading.tsx";

/** Six statements of what the practice gives, and a link out to the messenger chat. Target `benefits-section`. */
export function Benefits() {
  const { t } = useTranslation("home");
  const items = t("benefits.items", { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section
      id="benefits-section"
      className={`${styles.section} ${styles.sunken}`}
      aria-labelledby="benefits-title"
    >
      <div className={styles.container}>
        <SectionHeading
          id="benefits-title"
          eyebrow={t("benefits.eyebrow")}
          title={t("benefits.title")}
          centered
        />
        <ol className={styles.benefits}>
          {items.map((item, index) => (
            <li key={item.title} className={styles.benefit}>
              <span className={styles.benefitNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ol>
        <div className={styles.cta}>
          <a
            href={MESSENGER_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass("accent", styles.ctaButton)}
          >
            {t("benefits.cta")}
            <span className="visually-hidden"> {t("benefits.newTab")}</span>
          </a>
          <p>{t("benefits.ctaNote")}</p>
        </div>
      </div>
    </section>
  );
}
