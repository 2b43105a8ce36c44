/**
 * /reset-password?token=…: the page of the reset e-mail's link. It first asks whether the link still
 * works (used or expired links say so, with the way to ask for a new one), then takes the new
 * password, which signs every other device out and signs this one in.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { errorCode } from "../../api/client.ts";
import { ButtonLink } from "../../ui/button.tsx";
import { CardPage } from "../../ui/card-page.tsx";
import fieldStyles from "../../ui/form-field.module.css";
import { checkResetLink, completePasswordReset } from "./api/account-links.ts";
import styles from "./auth.module.css";
import { serverDetail, signInErrorMessage } from "./auth-error.ts";
import { PasswordField } from "./components/credential-fields.tsx";
import { ErrorList } from "./components/error-list.tsx";
import { SubmitButton } from "./components/submit-button.tsx";
import { newPasswordRule, PASSWORD_TEXT_VALUES } from "./rules.ts";
import { startSession } from "./session.ts";

const schema = z
  .object({
    password: newPasswordRule,
    repeat: z.string(),
  })
  .refine((values) => values.password === values.repeat, {
    path: ["repeat"],
    message: "recovery.reset.mismatch",
  });
type Values = z.infer<typeof schema>;

/** The refusals of a reset link that stopped working or never did: said as on arrival. */
const LINK_PROBLEMS = new Set(["auth.resetLinkUsed", "auth.resetLinkExpired", "auth.resetLinkInvalid"]);

/** Why a link does not work, as the server said it (used, expired, or wrong). */
function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation("auth");
  const used = errorCode(error) === "auth.resetLinkUsed";
  return (
    <>
      <div className={styles.warning} role="alert">
        <p className={styles.noticeTitle}>
          {t(used ? "recovery.reset.usedTitle" : "recovery.reset.brokenTitle")}
        </p>
        <p>{serverDetail(error) ?? t("errors.unexpected")}</p>
      </div>
      <ButtonLink to="/forgot-password" className={styles.submit}>
        {t("recovery.reset.askAgain")}
      </ButtonLink>
    </>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const link = useQuery({
    queryKey: ["password-reset-link", token],
    queryFn: () => checkResetLink(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <CardPage
      id="reset"
      title={t("recovery.reset.title")}
      footer={<Link to="/signin">{t("recovery.backToSignIn")}</Link>}
    >
      {link.isPending ? (
        <p className={styles.lead} role="status">
          {t("recovery.reset.checking")}
        </p>
      ) : link.isError ? (
        <LinkProblem error={link.error} />
      ) : (
        <NewPasswordForm token={token} />
      )}
    </CardPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const [problem, setProblem] = useState<unknown>(null);
  const [failures, setFailures] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: "", repeat: "" } });

  const submit = handleSubmit(async ({ password }) => {
    setFailures([]);
    try {
      await startSession((await completePasswordReset(token, password)).access);
      navigate("/profile?password=reset", { replace: true });
    } catch (error) {
      // The link stopped working meanwhile (used in another tab, expired): say so as on arrival.
      if (LINK_PROBLEMS.has(errorCode(error) ?? "")) return setProblem(error);
      setFailures([signInErrorMessage(error, t)]);
    }
  });

  if (problem) return <LinkProblem error={problem} />;
  return (
    <>
      <p className={styles.lead}>{t("recovery.reset.lead")}</p>
      <form className={fieldStyles.form} onSubmit={submit} noValidate>
        <ErrorList title={t("errors.listTitle")} messages={failures} />
        <PasswordField
          id="reset-password"
          autoComplete="new-password"
          label={t("recovery.reset.password")}
          hint={t("fields.passwordHint", PASSWORD_TEXT_VALUES)}
          error={errors.password?.message ? t(errors.password.message, PASSWORD_TEXT_VALUES) : undefined}
          {...register("password")}
        />
        <PasswordField
          id="reset-repeat"
          autoComplete="new-password"
          label={t("recovery.reset.repeat")}
          error={errors.repeat?.message ? t(errors.repeat.message) : undefined}
          {...register("repeat")}
        />
        <SubmitButton loading={isSubmitting} loadingLabel={t("recovery.reset.submitting")}>
          {t("recovery.reset.submit")}
        </SubmitButton>
      </form>
    </>
  );
}
