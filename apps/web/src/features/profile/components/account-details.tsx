import type { TUserProfile } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/dates.ts";
import styles from "../profile.module.css";

export function AccountDetails({ profile }: { profile: TUserProfile }) {
  const { t, i18n } = useTranslation("profile");
  return (
    <section className={styles.card} aria-labelledby="account-title">
      <h2 id="account-title">{t("account.title")}</h2>
      <dl className={styles.details}>
        <dt>{t("account.username")}</dt>
        <dd>{profile.username}</dd>
        <dt>{t("account.email")}</dt>
        <dd>{profile.email || "—"}</dd>
        <dt>{t("account.joined")}</dt>
        <dd>{formatDate(profile.joined_date, i18n.language)}</dd>
      </dl>
    </section>
  );
}
