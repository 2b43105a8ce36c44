import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { rememberSetLinks } from "../../../api/paid-set-links.ts";
import alert from "../../../ui/alert.module.css";
import { Button } from "../../../ui/button.tsx";
import { FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { PaymentConsent } from "../../../ui/payment-consent.tsx";
import { usePurchaseLearningSet } from "../api/purchase-learning-set.ts";
import { type EmailProblem, emailProblem } from "../email.ts";
import { navigateAway } from "../navigate.ts";
import styles from "../sets.module.css";

interface PurchaseFormProps {
  slug: string;
  /** The signed-in user's e-mail, prefilled. */
  defaultEmail: string;
}

/** The e-mail form: validated with the spec's messages, then off to the checkout page. */
export function PurchaseForm({ slug, defaultEmail }: PurchaseFormProps) {
  const { t } = useTranslation("sets");
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [touched, setTouched] = useState(false);
  const purchase = usePurchaseLearningSet(slug);
  const busy = purchase.isPending || purchase.isSuccess;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = emailProblem(email);
    setTouched(true);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    purchase.mutate(
      { email: email.trim() },
      {
        onSuccess: (reply) => {
          if (reply.set_links) rememberSetLinks(reply.payment_id, reply.set_links);
          navigateAway(reply.payment_link);
        },
      },
    );
  }

  const errorId = `${id}-error`;
  return (
    <form className={fieldStyles.form} onSubmit={submit} noValidate>
      <FieldFrame id={`${id}-email`} label={t("purchase.email")}>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          className={fieldStyles.input}
          value={email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${id}-hint` : `${id}-hint`}
          onChange={(event) => {
            setEmail(event.target.value);
            if (touched) setProblem(emailProblem(event.target.value));
          }}
          disabled={busy}
        />
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {t("purchase.emailHint")}
        </p>
        {problem ? (
          <p id={errorId} className={fieldStyles.fieldError} role="alert">
            {t(`purchase.${problem}`)}
          </p>
        ) : null}
      </FieldFrame>
      <PaymentConsent ns="sets" i18nKey="purchase.consent" className={styles.consent} />
      {purchase.isError ? (
        <p role="alert" className={alert.alert}>
          {t("purchase.failed")}
        </p>
      ) : null}
      <Button type="submit" variant="accent" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t("purchase.submitting") : t("purchase.submit")}
      </Button>
    </form>
  );
}
