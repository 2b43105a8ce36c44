import { useTranslation } from "react-i18next";
import { useMessengerUrl } from "../../../api/site-settings.ts";
import { buttonClass } from "../../../ui/button.tsx";
import styles from "../sets.module.css";

/** «Индивидуальный набор»: an invitation to order a personal set in the messenger chat. */
export function IndividualSetCard() {
  const { t } = useTranslation("sets");
  const url = useMessengerUrl();
  return (
    <aside className={styles.individual} aria-labelledby="individual-set-title">
      <div>
        <h2 id="individual-set-title" className={styles.individualTitle}>
          {t("individual.title")}
        </h2>
        <p className={styles.individualText}>{t("individual.text")}</p>
      </div>
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass("accent")}
        aria-label={t("individual.actionLabel")}
      >
        {t("individual.action")}
      </a>
    </aside>
  );
}
