/** The three steps; the steps up to the current one stay on. */
import { useTranslation } from "react-i18next";
import type { Step } from "../builder-rules.ts";
import styles from "./builder.module.css";

const STEPS = [
  { step: 1, key: "phrase" },
  { step: 2, key: "settings" },
  { step: 3, key: "result" },
] as const;

export function Stepper({ step }: { step: Step }) {
  const { t } = useTranslation("builder");
  return (
    <ol className={styles.stepper} aria-label={t("steps.label")}>
      {STEPS.map((item) => (
        <li
          key={item.step}
          className={styles.stepperItem}
          data-on={item.step <= step}
          data-testid={`step-${item.step}`}
          aria-current={item.step === step ? "step" : undefined}
        >
          <span className={styles.stepNo}>{item.step}</span>
          <span>{t(`steps.${item.key}`)}</span>
        </li>
      ))}
    </ol>
  );
}
