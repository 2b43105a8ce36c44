/** Step 2: methods, pattern length, palette with its legend, and the sector length where it applies. */
import { codeKey } from "@mandala/engine";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceGroup } from "../../../ui/choice-group.tsx";
import { FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { PaletteLegend } from "../../../ui/palette-legend.tsx";
import type { BuilderAction, BuilderState } from "../builder-reducer.ts";
import { PALETTE_IDS, patternLengthChoices, SECTOR_LENGTH, sectorLengthShown } from "../builder-rules.ts";
import styles from "./builder.module.css";

interface SettingsStepProps {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  palettes: Record<string, Record<string, string[]>>;
}

interface MethodSelectProps {
  id: string;
  label: string;
  value: string | null;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

/** A labelled select of methods (the first or the additional one). */
function MethodSelect({ id, label, value, options, onChange }: MethodSelectProps) {
  return (
    <FieldFrame id={id} label={label}>
      <select
        id={id}
        className={fieldStyles.input}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function SettingsStep({ state, dispatch, palettes }: SettingsStepProps) {
  const { t, i18n } = useTranslation("builder");
  const lang = i18n.resolvedLanguage === "en" ? "en" : "ru";
  const id = useId();
  const lengths = patternLengthChoices(state.phrase, state.patternMaxLen);
  const method = state.methods.find((m) => m.method_name === state.firstMethod);
  const code = state.shapeData?.all_patterns[String(state.palette)]?.[state.patternLength - 1];
  const colors = palettes[String(state.palette)]?.[String(code ? codeKey(code) : 1)] ?? [];

  return (
    <div className={styles.settings}>
      <div className={styles.row}>
        <MethodSelect
          id={`${id}-first`}
          label={t("method.first")}
          value={state.firstMethod}
          options={state.methods.map((m) => ({ value: m.method_name, label: m.labels[lang] }))}
          onChange={(value) => dispatch({ type: "firstMethodChosen", method: value })}
        />
        <MethodSelect
          id={`${id}-additional`}
          label={t("method.additional")}
          value={state.additionalMethod}
          options={(method?.additional_methods ?? []).map((m) => ({
            value: m.method_additional_name,
            label: m.labels[lang],
          }))}
          onChange={(value) => dispatch({ type: "additionalMethodChosen", method: value })}
        />
      </div>

      {sectorLengthShown(state.shape, state.firstMethod) ? (
        <FieldFrame id={`${id}-sector`} label={t("sector.label")}>
          <p id={`${id}-sector-hint`} className={fieldStyles.hint}>
            {t("sector.hint", { min: SECTOR_LENGTH.min, max: SECTOR_LENGTH.max })}
          </p>
          <input
            id={`${id}-sector`}
            className={`${fieldStyles.input} ${styles.narrow}`}
            type="number"
            inputMode="numeric"
            min={SECTOR_LENGTH.min}
            max={SECTOR_LENGTH.max}
            value={state.sectorLength}
            aria-describedby={`${id}-sector-hint`}
            onChange={(event) => {
              const value = event.target.valueAsNumber;
              if (Number.isFinite(value)) dispatch({ type: "sectorLengthChanged", length: value });
            }}
          />
        </FieldFrame>
      ) : null}

      <ChoiceGroup
        name={`${id}-length`}
        legend={t("patternLength.label")}
        hint={t("patternLength.hint", { count: lengths.length })}
        choices={lengths.map((n) => ({ value: n, label: n }))}
        value={state.patternLength}
        onChange={(length) => dispatch({ type: "patternLengthChosen", length })}
      />

      <ChoiceGroup
        name={`${id}-palette`}
        legend={t("palette.label")}
        choices={PALETTE_IDS.filter((n) => palettes[String(n)]).map((n) => ({
          value: n,
          label: t("palette.option", { count: n }),
        }))}
        value={state.palette}
        onChange={(palette) => dispatch({ type: "paletteChosen", palette })}
      />
      <PaletteLegend colors={colors} />
    </div>
  );
}
