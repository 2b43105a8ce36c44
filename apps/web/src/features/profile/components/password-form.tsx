/**
 * The password in the profile: change it (the current one required), or set a first one for an account
 * made through VK ID. Every other device is signed out; the owner is told by e-mail.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordSchema, PASSWORD_MIN_LENGTH } from "@mandala/contract";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Field } from "../../../ui/field.tsx";
import { useChangePassword } from "../api/security.ts";
import profile from "../profile.module.css";
import {
  ChangeBlock,
  type ChangeFormProps,
  CurrentPasswordField,
  currentPasswordRule,
  SecurityField,
  SecurityForm,
} from "./security-form.tsx";

const schema = (hasPassword: boolean) =>
  z
    .object({
      current: currentPasswordRule(hasPassword),
      next: newPasswordSchema({
        required: "security.password.tooShort",
        tooShort: "security.password.tooShort",
      }),
      repeat: z.string(),
    })
    .refine((values) => values.next === values.repeat, {
      path: ["repeat"],
      message: "security.password.mismatch",
    });
type Values = z.infer<ReturnType<typeof schema>>;

export function PasswordBlock({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("profile");
  return (
    <ChangeBlock<"changed" | "set">
      title={t("security.password.title")}
      notice={(done) =>
        done ? (
          <p className={profile.ok} role="status">
            {t(done === "set" ? "security.password.doneSet" : "security.password.doneChanged")}
          </p>
        ) : null
      }
      openLabel={t(hasPassword ? "security.password.change" : "security.password.set")}
      form={(close) => <PasswordForm hasPassword={hasPassword} onDone={close} />}
    >
      <p className={profile.muted}>{t(hasPassword ? "security.password.has" : "security.password.none")}</p>
    </ChangeBlock>
  );
}

function PasswordForm({ hasPassword, onDone }: ChangeFormProps<"changed" | "set">) {
  const { t } = useTranslation("profile");
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema(hasPassword)),
    defaultValues: { current: "", next: "", repeat: "" },
  });
  const submit = handleSubmit(({ current, next }) =>
    change.mutate(hasPassword ? { current_password: current, new_password: next } : { new_password: next }, {
      onSuccess: () => onDone(hasPassword ? "changed" : "set"),
    }),
  );

  return (
    <SecurityForm
      change={change}
      onSubmit={submit}
      submitLabel={t("security.password.save")}
      onCancel={() => onDone(null)}
    >
      {hasPassword ? (
        <CurrentPasswordField
          id="security-current-password"
          error={errors.current?.message}
          {...register("current")}
        />
      ) : null}
      <Field
        id="security-new-password"
        label={t("security.password.new")}
        hint={t("security.password.hint", { count: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        error={errors.next?.message ? t(errors.next.message, { count: PASSWORD_MIN_LENGTH }) : undefined}
        {...register("next")}
      />
      <SecurityField
        id="security-repeat-password"
        label={t("security.password.repeat")}
        type="password"
        autoComplete="new-password"
        error={errors.repeat?.message}
        {...register("repeat")}
      />
    </SecurityForm>
  );
}
