import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { rememberSetLinks } from "../../../api/paid-set-links.ts";
import alert from "../../../ui/alert.module.css";
import { Button } from "../../../ui/button.tsx";
import { ConsentCheckbox, useConsent } from "../../../ui/consent-checkbox.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { navigateAway } from "../../../ui/navigate-away.ts";
import { PaymentConsent } from "../../../ui/payment-consent.tsx";
import { usePurchaseLearningSet } from "../api/purchase-learning-set.ts";
import type { EmailProblem } from "../email.ts";
import { checkEmail, useEmailCheck } from "../email-check.ts";
import styles from "../sets.module.css";
import { AlreadyBoughtNotice, alreadyBought } from "./already-bought.tsx";
import { EmailField } from "./email-field.tsx";

interface PurchaseFormProps {
  slug: string;
  /** The signed-in user's e-mail, prefilled. */
  defaultEmail: string;
}

/**
 * The e-mail form with the consent to the processing of personal data: validated by `emailProblem`
 * (missing or invalid address), refused without the consent, then off to the checkout page. A set the
 * address already bought is not charged again unless the buyer chooses to (AlreadyBoughtNotice).
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
  const refusal = alreadyBought(purchase.error);

  function start(buyAgain: boolean) {
    purchase.mutate(
      { email: email.trim(), personal_data_consent: true, ...(buyAgain ? { buy_again: true } : {}) },
      {
        onSuccess: (reply) => {
          if (reply.set_links) rememberSetLinks(reply.payment_id, reply.set_links);
          navigateAway(reply.payment_link);
        },
      },
    );
  }

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
    start(false);
  }

  return (
    <form className={fieldStyles.form} onSubmit={(event) => void submit(event)} noValidate>
      <EmailField
        id={`${id}-email`}
        value={email}
        onChange={(value) => {
          setEmail(value);
          if (refusal) purchase.reset();
          if (touched) void checkEmail(value).then(setProblem);
        }}
        problem={problem}
        hint={t("purchase.emailHint")}
        disabled={busy}
      />
      <ConsentCheckbox {...consent.box} disabled={busy} />
      <PaymentConsent ns="sets" i18nKey="purchase.consent" className={styles.consent} />
      {refusal ? (
        <AlreadyBoughtNotice
          kind={refusal}
          email={purchase.variables?.email ?? email.trim()}
          onBuyAgain={() => start(true)}
          busy={busy}
        />
      ) : purchase.isError ? (
        <p role="alert" className={alert.alert}>
          {t("purchase.failed")}
        </p>
      ) : null}
      <Button
        hidden={refusal !== null}
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
