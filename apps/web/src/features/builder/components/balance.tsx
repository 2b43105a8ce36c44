/**
 * The balance of drawings: plenty, low (a warning below 20% of the allowance) or none (exhausted, with
 * its horizon: the date it refills, else the end of access, and the way to /payment with the plan held
 * preselected).
 */
import type { TMandalaDrawings } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useProfile } from "../../../api/account.ts";
import { usePlanTerms } from "../../../ui/plan-terms.ts";
import { balanceState } from "../builder-rules.ts";
import styles from "./builder.module.css";

interface BalanceProps {
  drawings: TMandalaDrawings | null;
  /** The remaining count from the last answer, when the profile has not come yet. */
  remaining: number | null;
  busy?: boolean;
}

export function Balance({ drawings, remaining, busy }: BalanceProps) {
  const { t } = useTranslation("builder");
  const terms = usePlanTerms();
  const details = useProfile().data?.subscription_details ?? null;
  const left = drawings?.remaining ?? remaining;
  if (left === null) {
    return (
      <p className={styles.balance} aria-busy="true">
        {t("balance.loading")}
      </p>
    );
  }
  const state = balanceState(left, drawings?.allowed ?? left);
  const horizon = terms.access(drawings?.reset_date ?? null, details?.expiry_date ?? null);
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
          {t("balance.none")} {horizon ? `${horizon} ` : ""}
          <Link to={details ? `/payment?plan=${details.plan_id}` : "/payment"}>{t("balance.upgrade")}</Link>
        </p>
      ) : null}
    </div>
  );
}
