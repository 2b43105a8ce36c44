import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import checklist from "../../../ui/checklist.module.css";
import { useScrollTo } from "../../../ui/use-hash-scroll.ts";
import styles from "../home.module.css";
import { HomeArt } from "./home-art.tsx";
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
          <HomeArt src="/images/home/advanced-stern.svg" alt={t("advanced.sternAlt")} size={320} />
          <HomeArt src="/images/home/advanced-twelve_diamond.svg" alt={t("advanced.twelveAlt")} size={320} />
        </div>
      </div>
    </section>
  );
}
