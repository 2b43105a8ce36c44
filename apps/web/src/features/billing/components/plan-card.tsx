import type { TPlan } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { planFeatures } from "../../../api/plans.ts";
import { Button } from "../../../ui/button.tsx";
import checklist from "../../../ui/checklist.module.css";
import { formatRubles } from "../../../ui/format.ts";
import styles from "../billing.module.css";

interface PlanCardProps {
  plan: TPlan;
  isCurrent: boolean;
  /** The plan chosen at registration: marked, and its button leads. */
  isSelected?: boolean;
  /** The plan whose checkout is being prepared, if any: every button waits meanwhile. */
  pendingPlanId: number | null;
  onSubscribe: (plan: TPlan) => void;
}

/** One plan: name, price (per month, or one-time), features, badges and the subscribe button. */
export function PlanCard({ plan, isCurrent, isSelected = false, pendingPlanId, onSubscribe }: PlanCardProps) {
  const { t, i18n } = useTranslation("billing");
  const price = formatRubles(plan.price);
  const titleId = `plan-${plan.id}-title`;
  const pending = pendingPlanId === plan.id;
  const once = plan.billing_period === "once";
  const classes = [
    styles.plan,
    plan.is_popular ? styles.planPopular : "",
    isCurrent ? styles.planCurrent : "",
    isSelected ? styles.planSelected : "",
  ];
  return (
    <li
      className={classes.filter(Boolean).join(" ")}
      aria-labelledby={titleId}
      aria-current={isSelected || undefined}
    >
      <div className={styles.badges}>
        {plan.is_popular ? <span className={styles.badgePopular}>{t("plans.popular")}</span> : null}
        {isCurrent ? <span className={styles.badgeCurrent}>{t("plans.current")}</span> : null}
        {isSelected && !isCurrent ? (
          <span className={styles.badgeSelected}>{t("plans.selected")}</span>
        ) : null}
      </div>
      <h2 id={titleId} className={styles.planName}>
        {plan.name}
      </h2>
      <p className={styles.planPrice}>
        <strong>{price}</strong> <span>{t(once ? "plans.once" : "plans.perMonth")}</span>
      </p>
      <p className={styles.planRenewal}>{t(once ? "plans.onceNote" : "plans.renewsNote")}</p>
      <ul className={`${checklist.checklist} ${styles.checklist}`}>
        {planFeatures(plan, i18n.language).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Button
        variant={plan.is_popular || isSelected ? "accent" : isCurrent ? "primary" : "secondary"}
        className={styles.planButton}
        onClick={() => onSubscribe(plan)}
        disabled={pendingPlanId !== null}
        aria-busy={pending || undefined}
        aria-label={t(isCurrent ? "plans.renewLabel" : once ? "plans.buyOnceLabel" : "plans.subscribeLabel", {
          name: plan.name,
          price,
        })}
      >
        {pending ? t("plans.redirecting") : isCurrent ? t("plans.renew") : t("plans.subscribe")}
      </Button>
    </li>
  );
}
