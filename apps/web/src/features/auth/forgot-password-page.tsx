/**
 * /forgot-password: the address to send a reset link to. The answer is the same whether or not the
 * address has an account (the server's sentence, in the page's language).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { z } from "zod";
import { CardPage, CardPageDone } from "../../ui/card-page.tsx";
import { EMAIL_INPUT, Field } from "../../ui/field.tsx";
import fieldStyles from "../../ui/form-field.module.css";
import { requestPasswordReset } from "./api/account-links.ts";
import styles from "./auth.module.css";
import { signInErrorMessage } from "./auth-error.ts";
import { ErrorList } from "./components/error-list.tsx";
import { SubmitButton } from "./components/submit-button.tsx";
import { emailRule } from "./rules.ts";

const schema = z.object({ email: emailRule });
type Values = z.infer<typeof schema>;

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const [sent, setSent] = useState<string | null>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: search.get("email") ?? "" } });

  const submit = handleSubmit(async ({ email }) => {
    setFailures([]);
    try {
      setSent((await requestPasswordReset(email)).detail);
    } catch (error) {
      setFailures([signInErrorMessage(error, t)]);
    }
  });

  return (
    <CardPage
      id="forgot"
      title={t("recovery.forgot.title")}
      footer={<Link to="/signin">{t("recovery.backToSignIn")}</Link>}
    >
      {sent ? (
        <CardPageDone>{sent}</CardPageDone>
      ) : (
        <>
          <p className={styles.lead}>{t("recovery.forgot.lead")}</p>
          <form className={fieldStyles.form} onSubmit={submit} noValidate>
            <ErrorList title={t("errors.listTitle")} messages={failures} />
            <Field
              id="forgot-email"
              label={t("fields.email")}
              {...EMAIL_INPUT}
              required
              error={errors.email?.message ? t(errors.email.message) : undefined}
              {...register("email")}
            />
            <SubmitButton loading={isSubmitting} loadingLabel={t("recovery.forgot.submitting")}>
              {t("recovery.forgot.submit")}
            </SubmitButton>
          </form>
        </>
      )}
    </CardPage>
  );
}
