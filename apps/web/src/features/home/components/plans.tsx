import type { TPlan } from "@mandala/contract";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { planFeatures, usePlans } from "../../../api/plans.ts";
import { ButtonLink } from "../../../ui/button.tsx";
import checklist from "../../../ui/checklist.module.css";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { usePlanTerms } from "../../../ui/plan-terms.ts";
import skeleton from "../../../ui/skeleton.module.css";
import styles from "../home.module.css";
import { HomeSection } from "./home-section.tsx";

/** The badge of a card: the popular plan is highlighted, the premium one is the pro's choice. */
export function planBadge(plan: Pick<TPlan, "is_popular" | "tier">): "popular" | "pro" | null {
  if (plan.is_popular) return "popular";
  if (plan.tier === "premium") return "pro";
  return null;
}

export function PlanCard({ plan }: { plan: TPlan }) {
  const { t, i18n } = useTranslation("home");
  const terms = usePlanTerms().price(plan);
  const badge = planBadge(plan);
  const highlighted = plan.is_popular;
  return (
    <li
      className={highlighted ? `${styles.planCard} ${styles.planHighlighted}` : styles.planCard}
      data-highlighted={highlighted || undefined}
    >
      {badge ? <p className={styles.planBadge}>{t(`plans.${badge}`)}</p> : null}
      <h3>{plan.name}</h3>
      <p className={styles.planPrice}>
        <strong>{terms.amount}</strong> <span>{terms.period}</span>
      </p>
      <p className={styles.planRenewal}>{terms.renewal}</p>
      <ul className={`${checklist.checklist} ${styles.checklist}`}>
        {planFeatures(plan, i18n.language).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <ButtonLink
        to={`/payment?plan=${plan.id}`}
        variant={highlighted ? "accent" : "secondary"}
        className={styles.planButton}
        aria-label={t("plans.chooseLabel", { name: plan.name })}
      >
        {t("plans.choose")}
      </ButtonLink>
    </li>
  );
}

export function PlanList({ plans }: { plans: readonly TPlan[] }) {
  return (
    <ul className={styles.planGrid}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </ul>
  );
}

const SKELETON_CARDS = ["first", "second", "third"];

/** Three empty cards of the plans' size while they load (and in the pre-rendered page). */
function PlanSkeletons() {
  const { t } = useTranslation("home");
  return (
    <ul className={styles.planGrid} aria-busy="true" aria-label={t("plans.loading")}>
      {SKELETON_CARDS.map((key) => (
        <li key={key} className={`${styles.planCard} ${styles.planSkeleton}`}>
          <div className={`${skeleton.skeleton} ${skeleton.line} ${skeleton.short}`} />
          <div className={`${skeleton.skeleton} ${skeleton.line}`} />
          <div className={`${skeleton.skeleton} ${skeleton.line}`} />
        </li>
      ))}
    </ul>
  );
}

/** The plans from the server, the popular one highlighted. Scroll target `plans`. */
export function Plans() {
  const { t, i18n } = useTranslation("home");
  const plans = usePlans(i18n.language);
  let body = <PlanSkeletons />;
  if (plans.data) body = <PlanList plans={plans.data} />;
  else if (plans.isError)
    body = (
      <ErrorBox
        title={t("plans.failed")}
        message={drawErrorMessage(plans.error, t("plans.network"))}
        retry={{ label: t("plans.retry"), onRetry: () => void plans.refetch() }}
      />
    );
  return (
    <HomeSection name="plans" id="plans" sunken centered lead>
      {body}
    </HomeSection>
  );
}
