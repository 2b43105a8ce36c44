/**
 * The account's e-mail in the profile: the address in force, a change waiting for its link, and the
 * form that asks for a change (or gives a first address to a VK ID account that has none).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { emailSchema, type TAccountSecurity } from "@mandala/contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "../../../ui/button.tsx";
import { EMAIL_INPUT } from "../../../ui/field.tsx";
import { useRequestEmailChange, useResendVerification } from "../api/security.ts";
import profile from "../profile.module.css";
import styles from "./security.module.css";
import {
  ChangeBlock,
  type ChangeFormProps,
  CurrentPasswordField,
  currentPasswordRule,
  SecurityError,
  SecurityField,
  SecurityForm,
} from "./security-form.tsx";

const schema = (hasPassword: boolean) =>
  z.object({
    email: emailSchema({ required: "security.email.required", invalid: "security.email.invalid" }),
    password: currentPasswordRule(hasPassword),
  });
type Values = z.infer<ReturnType<typeof schema>>;

export function EmailBlock({ security }: { security: TAccountSecurity }) {
  const { t } = useTranslation("profile");
  const { email, pending_email: pending } = security;
  return (
    <ChangeBlock<string>
      title={t("security.email.title")}
      notice={(sent) =>
        sent ? (
          <p className={profile.ok} role="status">
            {sent}
          </p>
        ) : pending ? (
          <p className={profile.notice} role="status">
            {t("security.email.pending", { email: pending.email })}
          </p>
        ) : null
      }
      openLabel={t(email ? "security.email.change" : "security.email.add")}
      form={(close) => <EmailForm hasPassword={security.has_password} onDone={close} />}
    >
      <p>
        {email ? <span className={styles.value}>{email}</span> : t("security.email.none")}
        {email
          ? ` · ${t(security.email_verified ? "security.email.verified" : "security.email.unverified")}`
          : null}
      </p>
      {email && !security.email_verified ? <ResendVerification /> : null}
    </ChangeBlock>
  );
}

/** An unconfirmed address: a new confirmation letter on request, and what became of it. */
function ResendVerification() {
  const { t } = useTranslation("profile");
  const resend = useResendVerification();
  return (
    <>
      <Button
        variant="ghost"
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
        onClick={() => resend.mutate()}
      >
        {t("security.email.resend")}
      </Button>
      {resend.data ? (
        <p className={profile.ok} role="status">
          {resend.data.detail}
        </p>
      ) : null}
      <SecurityError error={resend.error} />
    </>
  );
}

function EmailForm({ hasPassword, onDone }: ChangeFormProps<string>) {
  const { t } = useTranslation("profile");
  const request = useRequestEmailChange();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema(hasPassword)),
    defaultValues: { email: "", password: "" },
  });
  const submit = handleSubmit(({ email, password }) =>
    request.mutate(hasPassword ? { email, password } : { email }, {
      onSuccess: (reply) => onDone(reply.detail),
    }),
  );

  return (
    <SecurityForm
      change={request}
      onSubmit={submit}
      submitLabel={t("security.email.send")}
      onCancel={() => onDone(null)}
    >
      <SecurityField
        id="security-new-email"
        label={t("security.email.new")}
        hint={t("security.email.hint")}
        {...EMAIL_INPUT}
        error={errors.email?.message}
        {...register("email")}
      />
      {hasPassword ? (
        <CurrentPasswordField
          id="security-email-password"
          error={errors.password?.message}
          {...register("password")}
        />
      ) : null}
    </SecurityForm>
  );
}
