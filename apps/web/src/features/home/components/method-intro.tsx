import { useTranslation } from "react-i18next";
import { AppLink } from "../../../ui/navigation.tsx";
import styles from "../home.module.css";
import { HomeArt } from "./home-art.tsx";
import { HomeSection } from "./home-section.tsx";

const STEPS = [
  { key: "digits", image: "/images/home/view-digits.svg" },
  { key: "colour", image: "/images/home/view-colorized.svg" },
  { key: "dots", image: "/images/home/view-dots.svg" },
] as const;

/** The method in one paragraph, a worked example and the three views of one wish; links to /article. */
export function MethodIntro() {
  const { t } = useTranslation("home");
  return (
    <HomeSection name="intro" lead>
      <p className={styles.example}>
        <span className={styles.exampleLabel}>{t("intro.exampleLabel")}</span>
        <span>«{t("intro.examplePhrase")}»</span>
        <span aria-hidden="true">→</span>
        <code>6 1 7 1 1 2 4 1 3 1</code>
      </p>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.key} className={styles.step}>
            <HomeArt
              src={step.image}
              alt={t("intro.stepAlt", { view: t(`intro.steps.${step.key}.title`) })}
              size={360}
            />
            <h3>
              <span className={styles.stepNumber}>{index + 1}</span> {t(`intro.steps.${step.key}.title`)}
            </h3>
            <p>{t(`intro.steps.${step.key}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className={styles.centered}>
        <AppLink to="/article" className={styles.textLink}>
          {t("intro.more")} →
        </AppLink>
      </p>
    </HomeSection>
  );
}
