/**
 * The consent to the processing of personal data, as a separate act: its own box, never ticked
 * beforehand, linking the policy. A form that registers or orders asks `confirm()` before it sends:
 * unticked, the form is refused with a message by the box, and the focus moves to it.
 */
import { useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./consent-checkbox.module.css";
import fieldStyles from "./form-field.module.css";

export interface Consent {
  /** The box's state and its refusal, for ConsentCheckbox. */
  box: ConsentCheckboxProps;
  /** True when the box is ticked; otherwise shows the refusal and moves the focus to the box. */
  confirm(): boolean;
}

/** The state of the consent box with the element id `id`: unticked until the person ticks it. */
export function useConsent(id: string): Consent {
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  return {
    box: {
      id,
      checked,
      refused,
      onChange: (value) => {
        setChecked(value);
        if (value) setRefused(false);
      },
    },
    confirm() {
      if (checked) return true;
      setRefused(true);
      document.getElementById(id)?.focus();
      return false;
    },
  };
}

interface ConsentCheckboxProps {
  id: string;
  checked: boolean;
  /** The form was sent without the tick: the box says why it was refused. */
  refused: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function ConsentCheckbox({ id, checked, refused, onChange, disabled }: ConsentCheckboxProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent}>
      <div className={styles.box}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          required
          aria-invalid={refused || undefined}
          aria-describedby={refused ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>
          <Trans t={t} i18nKey="consent.label" components={{ policy: <Link to="/pndpolicy" /> }} />
        </label>
      </div>
      {refused ? (
        <p id={errorId} className={fieldStyles.fieldError}>
          {t("consent.required")}
        </p>
      ) : null}
    </div>
  );
}
