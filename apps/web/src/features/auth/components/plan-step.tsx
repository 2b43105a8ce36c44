import type { TPlan } from "@mandala/contract";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { usePlanTerms } from "../../../ui/plan-terms.ts";
import styles from "../auth.module.css";
import { SubmitButton } from "./submit-button.tsx";

export interface PlanChoice {
  plan: number;
  freeTrial: boolean;
}

interface PlanStepProps {
  plans: readonly TPlan[] | undefined;
  plansError: boolean;
  onRetryPlans: () => void;
  choice: Partial<PlanChoice>;
  loading: boolean;
  onBack: () => void;
  onChange: (choice: Partial<PlanChoice>) => void;
  onSubmit: (choice: PlanChoice) => void;
  /** Shown above the buttons (the reCAPTCHA, when it is on). */
  beforeSubmit?: ReactNode;
}

/** Step 3: one plan (required) and the free 3-day trial. */
export function PlanStep({
  plans,
  plansError,
  onRetryPlans,
  choice,
  loading,
  onBack,
  onChange,
  onSubmit,
  beforeSubmit,
}: PlanStepProps) {
  const { t } = useTranslation("auth");
  const terms = usePlanTerms();
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice.plan === undefined) {
      setMissing(true);
      document.getElementById("register-plan-0")?.focus();
      return;
    }
    onSubmit({ plan: choice.plan, freeTrial: choice.freeTrial ?? false });
  };

  return (
    <form className={fieldStyles.form} onSubmit={submit} noValidate>
      <fieldset
        className={[styles.plans, missing ? styles.plansInvalid : ""].join(" ")}
        aria-describedby={missing ? "register-plan-error" : undefined}
        aria-invalid={missing || undefined}
        disabled={loading}
      >
        <legend>{t("register.planLegend")}</legend>
        {plans === undefined && !plansError ? <p role="status">{t("register.plansLoading")}</p> : null}
        {plansError ? (
          <div role="alert" className={styles.errorBox}>
            <p className={styles.errorTitle}>{t("errors.plansFailed")}</p>
            <Button variant="secondary" onClick={onRetryPlans}>
              {t("register.retry")}
            </Button>
          </div>
        ) : null}
        {plans?.map((plan, index) => (
          <label key={plan.id} className={styles.plan}>
            <input
              id={`register-plan-${index}`}
              type="radio"
              name="plan"
              value={plan.id}
              checked={choice.plan === plan.id}
              onChange={() => {
                setMissing(false);
                onChange({ ...choice, plan: plan.id });
              }}
            />
            <span className={styles.planName}>{plan.description || plan.name}</span>
            <span className={styles.planPrice}>
              {terms.price(plan).amount} {terms.price(plan).period}
            </span>
            {plan.features.length ? (
              <span className={styles.planFeatures}>{plan.features.join(" · ")}</span>
            ) : null}
          </label>
        ))}
        {missing ? (
          <p id="register-plan-error" className={fieldStyles.fieldError}>
            {t("validation.planRequired")}
          </p>
        ) : null}
      </fieldset>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={choice.freeTrial ?? false}
          disabled={loading}
          onChange={(event) => onChange({ ...choice, freeTrial: event.target.checked })}
        />
        <span>{t("register.trial")}</span>
      </label>
      {beforeSubmit}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={loading}>
          {t("register.back")}
        </Button>
        <SubmitButton loading={loading} loadingLabel={t("register.submitting")}>
          {t("register.submit")}
        </SubmitButton>
      </div>
    </form>
  );
}
