import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { rememberSetLinks } from "../../../api/paid-set-links.ts";
import alert from "../../../ui/alert.module.css";
import { Button } from "../../../ui/button.tsx";
import { ConsentCheckbox, useConsent } from "../../../ui/consent-checkbox.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { PaymentConsent } from "../../../ui/payment-consent.tsx";
import { usePurchaseLearningSet } from "../api/purchase-learning-set.ts";
import type { EmailProblem } from "../email.ts";
import { checkEmail, useEmailCheck } from "../email-check.ts";
import { navigateAway } from "../navigate.ts";
import styles from "../sets.module.css";
import { EmailField } from "./email-field.tsx";

interface PurchaseFormProps {
  slug: string;
  /** The signed-in user's e-mail, prefilled. */
  defaultEmail: string;
}

/**
 * The e-mail form with the consent to the processing of personal data: validated with the spec's
 * messages, refused without the consent, then off to the checkout page.
 */
export function PurchaseForm({ slug, defaultEmail }: PurchaseFormProps) {
  const { t } = useTranslation("sets");
  const id = useId();
  const [email, setEmail] = useState(defaultEmail);
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const [touched, setTouched] = useState(false);
  const purchase = usePurchaseLearningSet(slug);
  const busy = purchase.isPending || purchase.isSuccess;
  const emailCheck = useEmailCheck();
  const consent = useConsent(`${id}-consent`);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await emailCheck.check(email);
    setTouched(true);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    if (!consent.confirm()) return;
    purchase.mutate(
      { email: email.trim(), personal_data_consent: true },
      {
        onSuccess: (reply) => {
          if (reply.set_links) rememberSetLinks(reply.payment_id, reply.set_links);
          navigateAway(reply.payment_link);
        },
      },
    );
  }

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (touched) void checkEmail(value).then(setProblem);
        }}
        problem={problem}
        hint={t("purchase.emailHint")}
        disabled={busy}
      />
      <ConsentCheckbox {...consent.box} disabled={busy} />
      <PaymentConsent ns="sets" i18nKey="purchase.consent" className={styles.consent} />
      {purchase.isError ? (
        <p role="alert" className={alert.alert}>
          {t("purchase.failed")}
        </p>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        disabled={busy || emailCheck.checking}
        aria-busy={busy || emailCheck.checking || undefined}
      >
        {busy ? t("purchase.submitting") : t("purchase.submit")}
      </Button>
    </form>
  );
}
