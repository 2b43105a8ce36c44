import { useTranslation } from "react-i18next";
import { EMAIL_INPUT, FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import type { EmailProblem } from "../email.ts";
import { loadEmailCheck } from "../email-check.ts";

interface EmailFieldProps {
  /** The input's id; its hint and error take ids after it. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Which message (missing or invalid address) to show under it, if any. */
  problem: EmailProblem | null;
  /** A line under the field (what the address is for). */
  hint?: string;
  disabled?: boolean;
}

/** The buyer's e-mail address of the set forms (buying, having the links sent again). */
export function EmailField({ id, value, onChange, problem, hint, disabled }: EmailFieldProps) {
  const { t } = useTranslation("sets");
  const described = [problem ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <FieldFrame id={id} label={t("purchase.email")}>
      <input
        id={id}
        {...EMAIL_INPUT}
        name="email"
        className={fieldStyles.input}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        // The check loads as the person starts on the address, to be there by the submit.
        onFocus={() => void loadEmailCheck().catch(() => undefined)}
        disabled={disabled}
      />
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className={fieldStyles.fieldError} role="alert">
          {t(`purchase.${problem}`)}
        </p>
      ) : null}
    </FieldFrame>
  );
}
