import type { TMandalaDrawings } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { usePlanTerms } from "../../../ui/plan-terms.ts";
import styles from "../profile.module.css";
import { quotaLevel, quotaPercent } from "../quota.ts";

/**
 * The drawing balance as remaining / allowed, with a bar coloured by its level, and its horizon: the
 * date it refills, else the end of access (`expiry`).
 */
export function QuotaBar({ drawings, expiry }: { drawings: TMandalaDrawings; expiry: string | null }) {
  const { t } = useTranslation("profile");
  const horizon = usePlanTerms().access(drawings.reset_date, expiry);
  const level = quotaLevel(drawings);
  const value = t("quota.value", { remaining: Math.max(0, drawings.remaining), allowed: drawings.allowed });
  return (
    <div className={styles.quota} data-level={level}>
      <div className={styles.quotaHead}>
        <span id="quota-label">{t("quota.label")}</span>
        <strong>{value}</strong>
      </div>
      <div
        className={styles.quotaTrack}
        role="progressbar"
        aria-labelledby="quota-label"
        aria-valuemin={0}
        aria-valuemax={Math.max(drawings.allowed, 0)}
        aria-valuenow={Math.max(0, Math.min(drawings.remaining, drawings.allowed))}
        aria-valuetext={value}
      >
        <div className={styles.quotaFill} style={{ width: `${quotaPercent(drawings)}%` }} />
      </div>
      <p className={styles.muted}>
        {t(`quota.${level}`)}
        {horizon ? ` ${horizon}` : ""}
      </p>
    </div>
  );
}
