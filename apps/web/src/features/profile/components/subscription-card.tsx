import type { TUserProfile } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/dates.ts";
import styles from "../profile.module.css";
import { QuotaBar } from "./quota-bar.tsx";
import { RenewalControls } from "./renewal-controls.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** The current subscription (plan, state, validity) and the drawing balance. */
export function SubscriptionCard({ profile }: { profile: TUserProfile }) {
  const { t, i18n } = useTranslation("profile");
  const details = profile.subscription_details;
  const drawings = profile.mandala_drawings;
  return (
    <section className={styles.card} aria-labelledby="subscription-title">
      <div className={styles.cardHead}>
        <h2 id="subscription-title">{t("subscription.title")}</h2>
        <StatusBadge status={details?.status ?? "none"} />
      </div>
      {details ? (
        <dl className={styles.details}>
          <dt>{t("subscription.plan")}</dt>
          <dd>
            {details.plan_name}
            {details.is_trial ? <span className={styles.muted}> · {t("subscription.trialNote")}</span> : null}
          </dd>
          <dt>{t("subscription.validUntil")}</dt>
          <dd>
            {formatDate(details.expiry_date || details.end_date, i18n.language)}
            {details.days_remaining > 0 ? (
              <span className={styles.muted}>
                {" "}
                · {t("subscription.daysRemaining", { count: details.days_remaining })}
              </span>
            ) : null}
          </dd>
        </dl>
      ) : (
        <p className={styles.muted}>{t("subscription.none")}</p>
      )}
      {details ? <RenewalControls userId={profile.id} /> : null}
      <h3 className={styles.subheading}>{t("quota.title")}</h3>
      {drawings.allowed > 0 ? (
        <QuotaBar drawings={drawings} expiry={details?.expiry_date ?? null} />
      ) : (
        <p className={styles.muted}>{t("quota.noQuota")}</p>
      )}
    </section>
  );
}
