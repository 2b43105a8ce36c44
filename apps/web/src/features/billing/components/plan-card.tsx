import type { TPlan } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { planFeatures } from "../../../api/plans.ts";
import { Button } from "../../../ui/button.tsx";
import checklist from "../../../ui/checklist.module.css";
import { type PurchaseOffer, usePlanTerms } from "../../../ui/plan-terms.ts";
import styles from "../billing.module.css";

interface PlanCardProps {
  plan: TPlan;
  isCurrent: boolean;
  /** What paying for it does now (null when not known): the button and the note say it. */
  offer: PurchaseOffer | null;
  /** The name of the plan held now, which paying for another one replaces. */
  currentName: string | null;
  /** The plan chosen at registration: marked, and its button leads. */
  isSelected?: boolean;
  /** The plan whose checkout is being prepared, if any: every button waits meanwhile. */
  pendingPlanId: number | null;
  onSubscribe: (plan: TPlan) => void;
}

/**
 * One plan: name, price and period, renewal, features, badges, what paying does now and, for a renewing
 * plan, what is charged now and later and how to stop it (said before the customer pays) and the button.
 */
export function PlanCard({
  plan,
  isCurrent,
  offer,
  currentName,
  isSelected = false,
  pendingPlanId,
  onSubscribe,
}: PlanCardProps) {
  const { t, i18n } = useTranslation("billing");
  const terms = usePlanTerms();
  const price = terms.price(plan);
  const purchase = terms.purchase(plan, offer, currentName);
  const titleId = `plan-${plan.id}-title`;
  const effectId = `plan-${plan.id}-effect`;
  const chargeId = `plan-${plan.id}-charge`;
  const pending = pendingPlanId === plan.id;
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
        <strong>{price.amount}</strong> <span>{price.period}</span>
      </p>
      <p className={styles.planRenewal}>{price.renewal}</p>
      <ul className={`${checklist.checklist} ${styles.checklist}`}>
        {planFeatures(plan, i18n.language).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {purchase.effect ? (
        <p id={effectId} className={styles.planEffect}>
          {purchase.effect}
        </p>
      ) : null}
      {purchase.charge ? (
        <p id={chargeId} className={styles.planEffect}>
          {purchase.charge}
        </p>
      ) : null}
      <Button
        variant={plan.is_popular || isSelected ? "accent" : isCurrent ? "primary" : "secondary"}
        className={styles.planButton}
        onClick={() => onSubscribe(plan)}
        disabled={pendingPlanId !== null}
        aria-busy={pending || undefined}
        aria-label={purchase.label}
        aria-describedby={
          [purchase.effect ? effectId : "", purchase.charge ? chargeId : ""].filter(Boolean).join(" ") ||
          undefined
        }
      >
        {pending ? t("plans.redirecting") : purchase.action}
      </Button>
    </li>
  );
}
