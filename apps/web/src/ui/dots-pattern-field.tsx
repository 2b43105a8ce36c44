import { useTranslation } from "react-i18next";
import styles from "./form-field.module.css";

interface DotsPatternFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The pattern is typed (the field is left). */
  onCommit?: () => void;
}

/** The editable dots pattern: comma-separated numbers (or ranges, or `*`), with its error. */
export function DotsPatternField({ id, value, onChange, invalid, onCommit }: DotsPatternFieldProps) {
  const { t } = useTranslation("calculator");
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("dots.label")}
      </label>
      <p id={hintId} className={styles.hint}>
        {t("dots.hint")}
      </p>
      <input
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onCommit}
        inputMode="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
      />
      {invalid ? (
        <p id={errorId} className={styles.fieldError}>
          {t("dots.error")}
        </p>
      ) : null}
    </div>
  );
}
