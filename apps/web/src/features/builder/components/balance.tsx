/** The balance of drawings: plenty, low (a warning below 20% of the allowance) or none (exhausted). */
import type { TMandalaDrawings } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { balanceState } from "../builder-rules.ts";
import styles from "./builder.module.css";

interface BalanceProps {
  drawings: TMandalaDrawings | null;
  /** The remaining count from the last answer, when the profile has not come yet. */
  remaining: number | null;
  busy?: boolean;
}

export function Balance({ drawings, remaining, busy }: BalanceProps) {
  const { t, i18n } = useTranslation("builder");
  const left = drawings?.remaining ?? remaining;
  if (left === null) {
    return (
      <p className={styles.balance} aria-busy="true">
        {t("balance.loading")}
      </p>
    );
  }
  const state = balanceState(left, drawings?.allowed ?? left);
  const reset = drawings?.reset_date
    ? new Date(drawings.reset_date).toLocaleDateString(i18n.language, { day: "numeric", month: "long" })
    : null;
  return (
    <div className={styles.balance} data-state={state} aria-busy={busy ?? false} data-testid="balance">
      <p className={styles.balanceCount}>
        {drawings
          ? t("balance.count", { remaining: left, allowed: drawings.allowed })
          : t("balance.remaining", { count: left })}
      </p>
      {state === "low" ? <p className={styles.balanceNote}>{t("balance.low")}</p> : null}
      {state === "none" ? (
        <p className={styles.balanceNote}>
          {reset ? t("balance.noneUntil", { date: reset }) : t("balance.none")}{" "}
          <Link to="/payment">{t("balance.upgrade")}</Link>
        </p>
      ) : null}
    </div>
  );
}
