import { useTranslation } from "react-i18next";
import { type Language, setLanguage } from "../../i18n/index.ts";
import styles from "./layout.module.css";

/** A toggle between Russian and English. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const next: Language = i18n.language === "en" ? "ru" : "en";
  return (
    <button
      type="button"
      className={styles.language}
      onClick={() => setLanguage(next)}
      lang={next}
      aria-label={`${next.toUpperCase()} — ${t("language.label")}: ${t(`language.${next}`)}`}
    >
      {next.toUpperCase()}
    </button>
  );
}
