import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import card from "../../ui/card.module.css";
import page from "../../ui/page.module.css";
import styles from "./components/calculator.module.css";
import { RegisterBanner } from "./components/register-banner.tsx";
import { SimpleCalculator } from "./components/simple-calculator.tsx";

/** /testcalc: the simple demo view (the wish's matrix as a coloured table and CSV). */
export function TestCalcPage() {
  const { t } = useTranslation("calculator");
  return (
    <div className={page.frame}>
      <header className={styles.intro}>
        <h1>{t("test.title")}</h1>
        <p className={styles.lead}>{t("test.lead")}</p>
      </header>
      <section className={card.card} aria-label={t("test.calculatorLabel")}>
        <SimpleCalculator />
      </section>
      <p className={styles.more}>
        {t("test.demoLead")} <Link to="/democalc">{t("test.demoLink")}</Link>
      </p>
      <RegisterBanner />
    </div>
  );
}
