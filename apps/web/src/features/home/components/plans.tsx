import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../ui/button.tsx";
import checklist from "../../../ui/checklist.module.css";
import { formatRubles } from "../../../ui/format.ts";
import { HIGHLIGHTED_PLAN_INDEX, type HomePlan, useHomePlans } from "../api/get-plans.ts";
import styles from "../home.module.css";
import { SectionHeading } from "./section-heading.tsx";

/** The badge of the card at `index`: the middle one is the most popular, the last the pro's choice. */
export function planBadge(index: number): "popular" | "pro" | null {
  if (index === HIGHLIGHTED_PLAN_INDEX) return "popular";
  if (index === HIGHLIGHTED_PLAN_INDEX + 1) return "pro";
  return null;
}

export function PlanCard({ plan, index }: { plan: HomePlan; index: number }) {
  const { t } = useTranslation("home");
  const badge = planBadge(index);
  const highlighted = index === HIGHLIGHTED_PLAN_INDEX;
  const name = plan.placeholderKey ? t(`plans.placeholder.${plan.placeholderKey}.name`) : (plan.name ?? "");
  const features = plan.placeholderKey
    ? (t(`plans.placeholder.${plan.placeholderKey}.features`, { returnObjects: true }) as string[])
    : (plan.features ?? []);
  return (
    <li
      className={highlighted ? `${styles.planCard} ${styles.planHighlighted}` : styles.planCard}
      data-highlighted={highlighted || undefined}
    >
      {badge ? <p className={styles.planBadge}>{t(`plans.${badge}`)}</p> : null}
      <h3>{name}</h3>
      <p className={styles.planPrice}>
        <strong>{formatRubles(plan.price)}</strong>{" "}
        <span>{t(plan.period === "once" ? "plans.once" : "plans.perMonth")}</span>
      </p>
      <ul className={`${checklist.checklist} ${styles.checklist}`}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <ButtonLink
        to="/payment"
        variant={highlighted ? "accent" : "secondary"}
        className={styles.planButton}
        aria-label={t("plans.chooseLabel", { name })}
      >
        {t("plans.choose")}
      </ButtonLink>
    </li>
  );
}

/** The three plan cards, the middle one highlighted. Scroll target `plans`. */
export function Plans() {
  const { t, i18n } = useTranslation("home");
  const plans = useHomePlans(i18n.language);
  return (
    <section id="plans" className={`${styles.section} ${styles.sunken}`} aria-labelledby="plans-title">
      <div className={styles.container}>
        <SectionHeading id="plans-title" eyebrow={t("plans.eyebrow")} title={t("plans.title")} centered>
          {t("plans.text")}
        </SectionHeading>
        <PlanList plans={plans} />
      </div>
    </section>
  );
}

export function PlanList({ plans }: { plans: readonly HomePlan[] }) {
  return (
    <ul className={styles.planGrid}>
      {plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} index={index} />
      ))}
    </ul>
  );
}
