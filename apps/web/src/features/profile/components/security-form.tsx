/** What the security section's forms share: a field of the profile namespace and the server's refusal. */
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client.ts";
import errorBox from "../../../ui/error-box.module.css";
import { Field } from "../../../ui/field.tsx";

/** The server's sentence for a failed change (already in the page's language), else a general one. */
export function SecurityError({ error }: { error: unknown }) {
  const { t } = useTranslation("profile");
  if (!error) return null;
  const detail = error instanceof ApiError ? [error.body.detail, error.body.error].find(Boolean) : null;
  return (
    <p className={errorBox.errorBox} role="alert">
      {typeof detail === "string" ? detail : t("security.failed")}
    </p>
  );
}

/** A labelled input whose `error` is an i18n key of the profile namespace. */
export function SecurityField({ error, ...props }: ComponentProps<typeof Field>) {
  const { t } = useTranslation("profile");
  return <Field {...props} error={error ? t(error) : undefined} />;
}
