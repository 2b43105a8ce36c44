import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import fieldStyles from "./form-field.module.css";

interface FieldFrameProps {
  /** The id of the control the label names. */
  id: string;
  label: ReactNode;
  className?: string;
  /** The control, with its hint and error where it has them. */
  children: ReactNode;
}

/** A form field's block: its label, then the control (an input, a select, a textarea) and its notes. */
export function FieldFrame({ id, label, className, children }: FieldFrameProps) {
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(" ")}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * The attributes of an e-mail address input. Not type="email": the browser would refuse a Cyrillic
 * mailbox (тест@почта.рф) before the form's own rule, which accepts it, could answer in the page's words.
 */
export const EMAIL_INPUT = {
  type: "text",
  inputMode: "email",
  autoComplete: "email",
  autoCapitalize: "none",
  spellCheck: false,
} as const satisfies InputHTMLAttributes<HTMLInputElement>;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's message; marks the input invalid and is announced with it. */
  error?: string;
  /** Marks the input invalid without a message of its own (e.g. a failed sign-in). */
  invalid?: boolean;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, wired with aria-invalid and aria-describedby. */
export function Field({ id, label, error, invalid, hint, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <FieldFrame id={id} label={label} className={className}>
      <input
        id={id}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={fieldStyles.input}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.fieldError}>
          {error}
        </p>
      ) : null}
    </FieldFrame>
  );
}
