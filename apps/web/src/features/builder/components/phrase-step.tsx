/** Step 1: the phrase, its problem under the field (too long, no letter or digit), then the shapes. */
import { PHRASE_MAX_LENGTH } from "@mandala/contract/phrase";
import { phraseLength } from "@mandala/engine";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import type { PremiumCommonData } from "../api/get-common-data.ts";
import { type PhraseProblem, shapeSelectorShown } from "../builder-rules.ts";
import styles from "./builder.module.css";
import { ShapePicker } from "./shape-picker.tsx";

interface PhraseStepProps {
  common: PremiumCommonData;
  phrase: string;
  shape: string | null;
  problem: PhraseProblem | null;
  onPhrase: (phrase: string) => void;
  onShape: (shape: string) => void;
}

export function PhraseStep({ common, phrase, shape, problem, onPhrase, onShape }: PhraseStepProps) {
  const { t } = useTranslation("builder");
  const id = useId();
  return (
    <section className={styles.step} aria-labelledby={`${id}-s1`}>
      <h2 id={`${id}-s1`} className={styles.stepTitle}>
        <span className={styles.stepNo}>1</span> {t("steps.phrase")}
      </h2>
      <FieldFrame id={`${id}-phrase`} label={t("phrase.label")}>
        <p id={`${id}-phrase-hint`} className={fieldStyles.hint}>
          {t("phrase.hint")}
        </p>
        {/* No maxLength: a pasted phrase past the limit is kept whole, and the message says so. */}
        <textarea
          id={`${id}-phrase`}
          className={`${fieldStyles.input} ${styles.phrase}`}
          value={phrase}
          rows={2}
          placeholder={t("phrase.placeholder")}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-phrase-hint ${id}-phrase-error` : `${id}-phrase-hint`}
          onChange={(event) => onPhrase(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-phrase-error`} className={fieldStyles.fieldError} role="alert">
            {t(`phrase.${problem}`, { max: PHRASE_MAX_LENGTH, now: phraseLength(phrase) })}
          </p>
        ) : null}
      </FieldFrame>
      {problem ? null : shapeSelectorShown(phrase) ? (
        <ShapePicker common={common} phrase={phrase} value={shape} onChange={onShape} />
      ) : (
        <p className={fieldStyles.hint}>{t("shape.tooShort")}</p>
      )}
    </section>
  );
}
