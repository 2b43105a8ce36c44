import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import card from "../../ui/card.module.css";
import page from "../../ui/page.module.css";
import { PageIntro } from "../../ui/page-intro.tsx";
import styles from "./components/calculator.module.css";
import { RegisterBanner } from "./components/register-banner.tsx";
import { SimpleCalculator } from "./components/simple-calculator.tsx";

/** /testcalc: the simple demo view (the wish's matrix as a coloured table and CSV). */
export function TestCalcPage() {
  const { t } = useTranslation("calculator");
  return (
    <div className={page.frame}>
      <PageIntro title={t("test.title")} lead={t("test.lead")} />
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
