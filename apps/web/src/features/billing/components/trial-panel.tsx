import type { TPlan } from "@mandala/contract";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import { Callout } from "../../../ui/callout.tsx";
import { useStartTrial } from "../api/start-trial.ts";
import styles from "../billing.module.css";

interface TrialPanelProps {
  /** False when the user has had the trial already: the panel explains instead of offering it. */
  available: boolean;
  /** The plan to try (the popular one), if known: the button names it. */
  plan: TPlan | null;
}

/**
 * The free 3-day trial, offered only with no active subscription and no trial running
 * (`showTrialButton`). Once it
 * starts, the subscription turns to trial and the page shows the current-plan note instead.
 */
export function TrialPanel({ available, plan }: TrialPanelProps) {
  const { t } = useTranslation("billing");
  const trial = useStartTrial();
  // One request per intent: a double click lands before the pending state disables the button.
  const sending = useRef(false);
  function start() {
    if (sending.current) return;
    sending.current = true;
    trial.mutate(plan ? { plan_id: plan.id } : {}, {
      onSettled: () => {
        sending.current = false;
      },
    });
  }
  return (
    <Callout
      tone="info"
      as="section"
      title={t("trial.title")}
      text={available ? t("trial.text") : t("trial.used")}
      extra={
        trial.isError ? (
          <p role="alert" className={styles.inlineError}>
            {t("trial.failed")}
          </p>
        ) : null
      }
      action={
        available ? (
          <Button
            variant="primary"
            onClick={start}
            disabled={trial.isPending}
            aria-busy={trial.isPending || undefined}
          >
            {trial.isPending
              ? t("trial.starting")
              : plan
                ? t("trial.actionFor", { name: plan.name })
                : t("trial.action")}
          </Button>
        ) : null
      }
    />
  );
}
