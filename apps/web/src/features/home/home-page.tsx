import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../ui/button.tsx";
import styles from "./home.module.css";

/** The home page. */
export function HomePage() {
  const { t } = useTranslation("home");
  return (
    <section className={styles.hero}>
      <div className={styles.heroText}>
        <h1>{t("hero.title")}</h1>
        <p className={styles.lead}>{t("hero.lead")}</p>
        <p className={styles.actions}>
          <ButtonLink to="/#sets" variant="accent">
            {t("hero.freeSets")}
          </ButtonLink>
          <ButtonLink to="/democalc" variant="secondary">
            {t("hero.calculator")}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
