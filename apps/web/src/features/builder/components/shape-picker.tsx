/** The shape selector: one radio card per shape of the user's tier, each with a preview of the wish. */
import { maxPatternLength, type ShapeId } from "@mandala/engine";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import fieldStyles from "../../../ui/form-field.module.css";
import { MandalaThumb } from "../../../ui/mandala-thumb.tsx";
import type { PremiumCommonData } from "../api/get-common-data.ts";
import styles from "./builder.module.css";

interface ShapePickerProps {
  common: PremiumCommonData;
  phrase: string;
  value: string | null;
  onChange: (shape: string) => void;
  disabled?: boolean;
}

/** The shapes as the menu names them in the current language. */
export function useShapeOptions(common: PremiumCommonData) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === "en" ? "en" : "ru";
  return common.shapes.map((shape) => ({
    ...shape,
    label:
      common.menu.shapes[lang]?.find((item) => item.name === shape.id)?.displayLabel ?? shape.labels[lang],
  }));
}

const THUMB_PATTERN_LENGTH = 3;

export function ShapePicker({ common, phrase, value, onChange, disabled }: ShapePickerProps) {
  const { t } = useTranslation("builder");
  const shapes = useShapeOptions(common);
  const thumbPhrase = useDeferredValue(phrase);
  const thumbLength = Math.max(1, Math.min(THUMB_PATTERN_LENGTH, maxPatternLength(thumbPhrase)));
  return (
    <fieldset className={fieldStyles.fieldset} disabled={disabled}>
      <legend className={fieldStyles.label}>{t("shape.label")}</legend>
      <p className={fieldStyles.hint}>{t("shape.hint")}</p>
      <div className={styles.shapeGrid}>
        {shapes.map((shape) => (
          <label key={shape.id} className={styles.shapeCard} data-shape={shape.id}>
            <input
              type="radio"
              name="builder-shape"
              value={shape.id}
              checked={value === shape.id}
              onChange={() => onChange(shape.id)}
            />
            <MandalaThumb
              className={styles.shapeThumb}
              size={96}
              alt=""
              params={{
                phrase: thumbPhrase,
                shape: shape.id as ShapeId,
                firstMethod: shape.default_method,
                additionalMethod: shape.default_additional_method,
                patternLength: thumbLength,
                palette: 9,
              }}
            />
            <span>{shape.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
