import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionError } from "../../../ui/action-error.tsx";
import { Button } from "../../../ui/button.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { useResendSetLinks } from "../api/resend-set-links.ts";
import type { EmailProblem } from "../email.ts";
import { useEmailCheck } from "../email-check.ts";
import styles from "../sets.module.css";
import { EmailField } from "./email-field.tsx";

/**
 * «Отправить ссылку ещё раз»: the sets bought with an address get their links by e-mail again. The
 * answer is the same whether or not the address bought anything, so it says only where to look.
 */
export function ResendLinksForm() {
  const { t } = useTranslation("sets");
  const id = useId();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const resend = useResendSetLinks();
  const emailCheck = useEmailCheck();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = await emailCheck.check(email);
    setProblem(found);
    if (found) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    resend.mutate({ email: email.trim() });
  }

  return (
    <section id="resend" className={styles.resend} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("resend.title")}</h2>
      <p className={fieldStyles.hint}>{t("resend.lead")}</p>
      {resend.isSuccess ? (
        <p role="status" className={styles.resendDone}>
          {t("resend.done", { email: resend.variables?.email ?? "" })}
        </p>
      ) : (
        <form className={fieldStyles.form} onSubmit={(event) => void submit(event)} noValidate>
          <EmailField
            id={`${id}-email`}
            value={email}
            onChange={setEmail}
            problem={problem}
            disabled={resend.isPending}
          />
          <ActionError
            error={resend.error}
            fallback={t("resend.failed")}
            className={fieldStyles.fieldError}
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={resend.isPending || emailCheck.checking}
            aria-busy={resend.isPending || emailCheck.checking || undefined}
          >
            {resend.isPending ? t("resend.sending") : t("resend.submit")}
          </Button>
        </form>
      )}
    </section>
  );
}
