import type { ReactNode } from "react";
import styles from "./choice-group.module.css";
import fieldStyles from "./form-field.module.css";

export interface Choice<T extends string | number> {
  value: T;
  label: ReactNode;
}

interface ChoiceGroupProps<T extends string | number> {
  /** The radio group's name (unique on the page). */
  name: string;
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Text under the legend, linked to the group for screen readers. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** A radio group drawn as a row of chips: fieldset and legend, one real radio per choice. */
export function ChoiceGroup<T extends string | number>({
  name,
  legend,
  choices,
  value,
  onChange,
  hint,
  disabled,
}: ChoiceGroupProps<T>) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className={fieldStyles.fieldset} disabled={disabled} aria-describedby={hintId}>
      <legend className={fieldStyles.label}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.chips}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
