import { PHRASE_MAX_LENGTH } from "@mandala/contract/phrase";
import { PALETTES, type PaletteSize, phraseLength } from "@mandala/engine";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client.ts";
import { Button } from "../../../ui/button.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { MatrixTable } from "../../../ui/matrix-table.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useDemoCalc } from "../api/get-demo-calc.ts";
import styles from "./calculator.module.css";
import { downloadCsv, matrixCsv } from "./csv.ts";

/** Palettes the simple calculator offers. */
export const SIMPLE_PALETTES: readonly PaletteSize[] = [9, 12, 13];
/** An intention needs at least this many characters (a form rule: the engine accepts
 * shorter phrases, method §9). */
export const MIN_INTENTION_LENGTH = 5;

export interface SimpleCalculatorProps {
  /** Palette selected at first (12 unless given). */
  defaultPalette?: PaletteSize;
  /** Intention typed at first (empty by default). */
  defaultIntention?: string;
  /** Extra class for the outer element (e.g. the home page's section layout). */
  className?: string;
}

/**
 * The simple demo view: palette, intention, Compute, the matrix of the chosen palette as a
 * coloured table and its CSV export. Editing the intention returns to "not calculated". Self-contained:
 * needs only a QueryClientProvider and i18n (namespace "calculator"); headings are the host page's.
 */
export function SimpleCalculator({
  defaultPalette = 12,
  defaultIntention = "",
  className,
}: SimpleCalculatorProps) {
  const { t } = useTranslation("calculator");
  const id = useId();
  const [palette, setPalette] = useState<PaletteSize | "">(defaultPalette);
  const [intention, setIntention] = useState(defaultIntention);
  /** The intention that was computed; null means "not calculated". */
  const [submitted, setSubmitted] = useState<string | null>(null);
  const calc = useDemoCalc(submitted);

  const tooShort = phraseLength(intention.trim()) < MIN_INTENTION_LENGTH;
  const canCompute = palette !== "" && !tooShort && !calc.isFetching;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canCompute) return;
    if (submitted === intention) void calc.refetch();
    else setSubmitted(intention);
  }

  const matrix = palette === "" ? undefined : calc.data?.main_matrix[String(palette)];
  const colors = palette === "" ? [] : (PALETTES[palette][1] ?? []);

  return (
    <div className={[styles.simple, className].filter(Boolean).join(" ")}>
      <form className={styles.simpleForm} onSubmit={onSubmit} noValidate>
        <FieldFrame id={`${id}-palette`} label={t("simple.palette")}>
          <select
            id={`${id}-palette`}
            className={fieldStyles.input}
            value={palette}
            onChange={(event) =>
              setPalette(event.target.value === "" ? "" : (Number(event.target.value) as PaletteSize))
            }
          >
            <option value="">{t("simple.palettePlaceholder")}</option>
            {SIMPLE_PALETTES.map((n) => (
              <option key={n} value={n}>
                {t("palette.option", { count: n })}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={`${id}-intention`} label={t("simple.intention")} className={styles.grow}>
          <input
            id={`${id}-intention`}
            className={fieldStyles.input}
            value={intention}
            maxLength={PHRASE_MAX_LENGTH}
            placeholder={t("simple.intentionPlaceholder")}
            onChange={(event) => {
              setIntention(event.target.value);
              setSubmitted(null);
            }}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
          />
          <p id={`${id}-hint`} className={fieldStyles.hint}>
            {tooShort ? t("simple.tooShort", { count: MIN_INTENTION_LENGTH }) : t("simple.hint")}
          </p>
        </FieldFrame>
        <Button type="submit" disabled={!canCompute} aria-busy={calc.isFetching} className={styles.submit}>
          {calc.isFetching ? <Spinner /> : null}
          {calc.isFetching ? t("simple.computing") : t("simple.compute")}
        </Button>
      </form>

      <section className={styles.simpleResult} aria-live="polite" aria-busy={calc.isFetching}>
        {submitted === null ? (
          <p className={styles.empty}>{t("simple.empty")}</p>
        ) : calc.isError ? (
          <ErrorBox
            title={t("simple.errorTitle")}
            message={calc.error instanceof ApiError ? calc.error.message : t("networkError")}
            retry={{ label: t("retry"), onRetry: () => void calc.refetch() }}
          />
        ) : calc.isPending ? (
          <p className={styles.empty}>
            <Spinner /> {t("simple.computing")}
          </p>
        ) : matrix && calc.data ? (
          matrix.length === 0 ? (
            <p className={styles.empty}>{t("simple.noLetters")}</p>
          ) : (
            <SimpleResult chars={calc.data.chars} matrix={matrix} colors={colors} />
          )
        ) : (
          <p className={styles.empty}>{t("simple.choosePalette")}</p>
        )}
      </section>
    </div>
  );
}

interface SimpleResultProps {
  chars: readonly string[];
  matrix: readonly (readonly number[])[];
  colors: readonly string[];
}

function SimpleResult({ chars, matrix, colors }: SimpleResultProps) {
  const { t } = useTranslation("calculator");
  return (
    <div className={styles.resultBody} data-state="calculated">
      <div className={styles.resultHead}>
        <p className={styles.chars}>
          <span className={fieldStyles.label}>{t("simple.chars")}</span> {chars.join(" ")}
        </p>
        <Button variant="secondary" onClick={() => downloadCsv(matrixCsv(chars, matrix))}>
          {t("simple.csv")}
        </Button>
      </div>
      <MatrixTable
        matrix={matrix}
        colors={colors}
        caption={t("simple.tableCaption", { count: matrix.length })}
      />
    </div>
  );
}
