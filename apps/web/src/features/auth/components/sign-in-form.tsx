import { zodResolver } from "@hookform/resolvers/zod";
import type { TUserProfile } from "@mandala/contract";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import fieldStyles from "../../../ui/form-field.module.css";
import { asksForRecaptcha, signInErrorMessage } from "../auth-error.ts";
import { useRecaptcha } from "../recaptcha.tsx";
import { signInWithPassword } from "../session.ts";
import { PasswordField, UsernameField } from "./credential-fields.tsx";
import { ErrorList } from "./error-list.tsx";
import { SubmitButton } from "./submit-button.tsx";

/** Field messages are i18n keys of the auth namespace. */
const signInSchema = z.object({
  username: z.string().trim().min(1, "validation.usernameRequired"),
  password: z.string().min(1, "validation.passwordRequired"),
});
type SignInValues = z.infer<typeof signInSchema>;

const ERROR_BOX_ID = "signin-errors";

/** Username and password; on success calls `onSignedIn`, on failure lists the errors and marks both fields. */
export function SignInForm({ onSignedIn }: { onSignedIn: (profile: TUserProfile) => void }) {
  const { t } = useTranslation("auth");
  const [failures, setFailures] = useState<string[]>([]);
  // The CAPTCHA appears once the server asks for it, after failed attempts on the account.
  const [recaptchaAsked, setRecaptchaAsked] = useState(false);
  const recaptcha = useRecaptcha(recaptchaAsked);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { username: "", password: "" },
  });

  const submit = handleSubmit(async (values) => {
    setFailures([]);
    if (recaptcha.required && !recaptcha.token)
      return setFailures([t("recaptcha.required", { captcha: recaptcha.name })]);
    try {
      const profile = await signInWithPassword({
        ...values,
        ...(recaptcha.token ? { recaptcha: recaptcha.token } : {}),
      });
      onSignedIn(profile);
    } catch (error) {
      setFailures([signInErrorMessage(error, t)]);
      if (asksForRecaptcha(error)) setRecaptchaAsked(true);
      recaptcha.reset();
    }
  });

  const failed = failures.length > 0;
  return (
    <form
      className={fieldStyles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={failed ? ERROR_BOX_ID : undefined}
    >
      <ErrorList id={ERROR_BOX_ID} title={t("errors.listTitle")} messages={failures} />
      <UsernameField
        id="signin-username"
        hint={t("fields.usernameHint")}
        invalid={failed}
        error={errors.username?.message ? t(errors.username.message) : undefined}
        {...register("username")}
      />
      <PasswordField
        id="signin-password"
        autoComplete="current-password"
        invalid={failed}
        error={errors.password?.message ? t(errors.password.message) : undefined}
        {...register("password")}
      />
      {recaptcha.widget}
      <SubmitButton loading={isSubmitting} loadingLabel={t("signin.submitting")}>
        {t("signin.submit")}
      </SubmitButton>
    </form>
  );
}
