import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import styles from "../auth.module.css";
import type { AccountValues } from "./account-step.tsx";

interface ConfirmStepProps {
  values: AccountValues;
  onBack: () => void;
  onNext: () => void;
}

/** Step 2: the account details to review; the password is never shown. */
export function ConfirmStep({ values, onBack, onNext }: ConfirmStepProps) {
  const { t } = useTranslation("auth");
  return (
    <div className={fieldStyles.form}>
      <p className={styles.lead}>{t("register.confirmLead")}</p>
      <dl className={styles.review}>
        <dt>{t("fields.username")}</dt>
        <dd>{values.username}</dd>
        <dt>{t("fields.email")}</dt>
        <dd>{values.email}</dd>
        <dt>{t("fields.password")}</dt>
        <dd>{t("register.passwordMasked", { count: values.password.length })}</dd>
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {t("register.back")}
        </Button>
        <Button onClick={onNext}>{t("register.next")}</Button>
      </div>
    </div>
  );
}
