import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field.tsx";

type CredentialFieldProps = Omit<ComponentProps<typeof Field>, "label" | "type">;

/** The username input of the sign-in and registration forms: required, kept as typed (no capitals, no spell-check). */
export function UsernameField(props: CredentialFieldProps) {
  const { t } = useTranslation("auth");
  return (
    <Field
      label={t("fields.username")}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/**
 * The password input of the sign-in, registration and reset forms; `autoComplete` tells a new password
 * from the current one, `label` names a second one ("repeat").
 */
export function PasswordField(
  props: CredentialFieldProps & { autoComplete: "new-password" | "current-password"; label?: string },
) {
  const { t } = useTranslation("auth");
  return <Field label={t("fields.password")} type="password" required {...props} />;
}
