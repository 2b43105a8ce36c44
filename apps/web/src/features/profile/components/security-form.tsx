/**
 * What the security section's blocks share: a block that opens its form with a button and shows what the
 * last change did, the form with the server's refusal and its buttons, a field of the profile namespace,
 * and the current password a change is confirmed with.
 */
import { type ComponentProps, type FormEventHandler, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { ApiError } from "../../../api/client.ts";
import { Button } from "../../../ui/button.tsx";
import errorBox from "../../../ui/error-box.module.css";
import { Field } from "../../../ui/field.tsx";
import styles from "./security.module.css";

/**
 * A block of the security section: its title and state, a notice of what the last change did (`Done`,
 * null before any or after a cancel), and a form that `openLabel` opens and `form`'s `close` shuts.
 */
export function ChangeBlock<Done>({
  title,
  children,
  notice,
  openLabel,
  form,
}: {
  title: string;
  children: ReactNode;
  notice: (done: Done | null) => ReactNode;
  openLabel: string;
  form: (close: (done: Done | null) => void) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  return (
    <div className={styles.block}>
      <h3>{title}</h3>
      {children}
      {notice(done)}
      {editing ? (
        form((result) => {
          setEditing(false);
          setDone(result);
        })
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setEditing(true);
            }}
          >
            {openLabel}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The server's sentence for a failed change (already in the page's language); a request that never
 * reached the server (fetch's TypeError) says so; else a general one.
 */
export function SecurityError({ error }: { error: unknown }) {
  const { t } = useTranslation("profile");
  if (!error) return null;
  const detail = error instanceof ApiError ? [error.body.detail, error.body.error].find(Boolean) : null;
  const general = error instanceof TypeError ? t("security.network") : t("security.failed");
  return (
    <p className={errorBox.errorBox} role="alert">
      {typeof detail === "string" ? detail : general}
    </p>
  );
}

/** A labelled input whose `error` is an i18n key of the profile namespace. */
export function SecurityField({ error, ...props }: ComponentProps<typeof Field>) {
  const { t } = useTranslation("profile");
  return <Field {...props} error={error ? t(error) : undefined} />;
}

/**
 * A security form: the server's refusal of the last try, the fields, then save (busy while `change` is
 * sent) and cancel.
 */
export function SecurityForm({
  change,
  onSubmit,
  submitLabel,
  onCancel,
  children,
}: {
  change: { error: unknown; isPending: boolean };
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("profile");
  const busy = change.isPending;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <SecurityError error={change.error} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t("security.cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * The props of a ChangeBlock's form: whether the account has a password (then the change is confirmed
 * with it), and the block's `close`, with what the change did (null on cancel).
 */
export interface ChangeFormProps<Done> {
  hasPassword: boolean;
  onDone: (done: Done | null) => void;
}

/** The rule of the current password: required when the account has one, else nothing to give. */
export const currentPasswordRule = (hasPassword: boolean) =>
  hasPassword ? z.string().min(1, "security.password.currentRequired") : z.string();

/** The field of the current password that confirms a change (`error` an i18n key, as SecurityField's). */
export function CurrentPasswordField(props: Omit<ComponentProps<typeof SecurityField>, "label" | "type">) {
  const { t } = useTranslation("profile");
  return (
    <SecurityField
      {...props}
      label={t("security.password.current")}
      type="password"
      autoComplete="current-password"
    />
  );
}
