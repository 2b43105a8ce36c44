import { useTranslation } from "react-i18next";
import styles from "../blog.module.css";

/** A blog read that failed: what did not load, and a retry in the line. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation("blog");
  return (
    <p className={styles.error} role="alert">
      {message}{" "}
      <button type="button" className={styles.linkButton} onClick={onRetry}>
        {t("retry")}
      </button>
    </p>
  );
}
