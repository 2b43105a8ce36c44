import { useTranslation } from "react-i18next";
import { useMessengerUrl } from "../../../api/site-settings.ts";
import { buttonClass } from "../../../ui/button.tsx";
import styles from "../home.module.css";
import { HomeSection } from "./home-section.tsx";

/** Six statements of what the practice gives, and a link out to the messenger chat. Target `benefits-section`. */
export function Benefits() {
  const messengerUrl = useMessengerUrl();
  const { t } = useTranslation("home");
  const items = t("benefits.items", { returnObjects: true }) as { title: string; text: string }[];
  return (
    <HomeSection name="benefits" id="benefits-section" sunken centered>
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
          href={messengerUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass("accent", styles.ctaButton)}
        >
          {t("benefits.cta")}
          <span className="visually-hidden"> {t("benefits.newTab")}</span>
        </a>
        <p>{t("benefits.ctaNote")}</p>
      </div>
    </HomeSection>
  );
}
