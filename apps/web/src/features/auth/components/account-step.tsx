import { zodResolver } from "@hookform/resolvers/zod";
import { usernameSchema } from "@mandala/contract";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "../../../ui/button.tsx";
import { type Consent, ConsentCheckbox } from "../../../ui/consent-checkbox.tsx";
import { EMAIL_INPUT, Field } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import styles from "../auth.module.css";
import { ACCOUNT_FIELDS, type AccountField } from "../register-errors.ts";
import { emailRule, newPasswordRule, PASSWORD_TEXT_VALUES } from "../rules.ts";
import { PasswordField, UsernameField } from "./credential-fields.tsx";

/** Step 1's rules; messages are i18n keys of the auth namespace. */
export const accountSchema = z.object({
  username: usernameSchema({
    required: "validation.usernameRequired",
    length: "validation.usernameLength",
    pattern: "validation.usernamePattern",
  }),
  email: emailRule,
  password: newPasswordRule,
});
export type AccountValues = z.infer<typeof accountSchema>;

interface AccountStepProps {
  values: AccountValues;
  /** The server's messages for these fields, from a failed registration. */
  serverErrors: Partial<Record<AccountField, string>>;
  /** The consent to the processing of personal data: Continue is refused until it is ticked. */
  consent: Consent;
  onNext: (values: AccountValues) => void;
}

/**
 * Step 1: username, e-mail and password, and the consent; Continue is disabled until all three are
 * valid, and refused (saying why) without the consent.
 */
export function AccountStep({ values, serverErrors, consent, onNext }: AccountStepProps) {
  const { t } = useTranslation("auth");
  const {
    register,
    handleSubmit,
    watch,
    setFocus,
    formState: { errors, isValid },
  } = useForm<AccountValues>({
    resolver: zodResolver(accountSchema),
    defaultValues: values,
    mode: "onTouched",
  });

  // A refused registration comes back here with everything as typed: the first field it refused takes the focus.
  useEffect(() => {
    const refused = ACCOUNT_FIELDS.find((field) => serverErrors[field]);
    if (refused) setFocus(refused);
  }, [serverErrors, setFocus]);

  /** The rule broken now, else the server's message while the value is still the one it refused. */
  const message = (field: AccountField) => {
    const rule = errors[field]?.message;
    if (rule) return t(rule, PASSWORD_TEXT_VALUES);
    return watch(field) === values[field] ? serverErrors[field] : undefined;
  };

  return (
    <form
      className={fieldStyles.form}
      onSubmit={handleSubmit((next) => {
        if (consent.confirm()) onNext(next);
      })}
      noValidate
    >
      <UsernameField id="register-username" error={message("username")} {...register("username")} />
      <Field
        id="register-email"
        label={t("fields.email")}
        {...EMAIL_INPUT}
        required
        error={message("email")}
        {...register("email")}
      />
      <PasswordField
        id="register-password"
        autoComplete="new-password"
        hint={t("fields.passwordHint", PASSWORD_TEXT_VALUES)}
        error={message("password")}
        {...register("password")}
      />
      <ConsentCheckbox {...consent.box} />
      <Button type="submit" className={styles.submit} disabled={!isValid}>
        {t("register.next")}
      </Button>
    </form>
  );
}
