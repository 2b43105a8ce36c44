import { useTranslation } from "react-i18next";
import styles from "../admin.module.css";

/** What an admin list shows until its data comes: "loading", then the failure's message (announced). */
export function QueryState({ query }: { query: { isError: boolean; error: Error | null } }) {
  const { t } = useTranslation("admin");
  if (!query.isError) return <p>{t("loading")}</p>;
  return (
    <p className={styles.error} role="alert">
      {query.error?.message}
    </p>
  );
}
