import type { TSubscriptionState } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import styles from "../profile.module.css";

/** A subscription state as a coloured badge: trial blue, active green, pending yellow, canceled red, expired grey. */
export function StatusBadge({ status }: { status: TSubscriptionState }) {
  const { t } = useTranslation("profile");
  return (
    <span className={[styles.badge, styles[`badge-${status}`]].join(" ")} data-status={status}>
      {t(`subscription.status.${status}`)}
    </span>
  );
}
