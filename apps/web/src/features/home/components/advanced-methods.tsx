import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import checklist from "../../../ui/checklist.module.css";
import { useScrollTo } from "../../../ui/use-hash-scroll.ts";
import styles from "../home.module.css";
import { SectionHeading } from "./section-heading.tsx";

/** The advanced tier, with a button that scrolls to the plans. Scroll target `advanced-methods`. */
export function AdvancedMethods() {
  const { t } = useTranslation("home");
  const scrollTo = useScrollTo();
  const points = t("advanced.points", { returnObjects: true }) as string[];
  return (
    <section id="advanced-methods" className={styles.section} aria-labelledby="advanced-title">
      <div className={`${styles.container} ${styles.split}`}>
        <div>
          <SectionHeading id="advanced-title" eyebrow={t("advanced.eyebrow")} title={t("advanced.title")}>
            {t("advanced.text")}
          </SectionHeading>
          <ul className={`${checklist.checklist} ${styles.checklist}`}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => scrollTo("plans")}>
            {t("advanced.toPlans")}
          </Button>
        </div>
        <div className={styles.advancedArt}>
          <img
            src="/images/home/advanced-stern.svg"
            alt={t("advanced.sternAlt")}
            width="320"
            height="320"
            loading="lazy"
            decoding="async"
          />
          <img
            src="/images/home/advanced-twelve_diamond.svg"
            alt={t("advanced.twelveAlt")}
            width="320"
            height="320"
            loading="lazy"
            decoding="async"
          />
        </div>
      </div>
    </section>
  );
}
