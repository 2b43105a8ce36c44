import type { TCommonDataReply } from "@mandala/contract";
import { codeKey, DEFAULT_FILTER, formatFilter, maxPatternLength, parseFilter } from "@mandala/engine";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/client.ts";
import { Button } from "../../../ui/button.tsx";
import card from "../../../ui/card.module.css";
import { ChoiceGroup } from "../../../ui/choice-group.tsx";
import { DotsPatternField } from "../../../ui/dots-pattern-field.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import { FieldFrame } from "../../../ui/field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { PaletteLegend } from "../../../ui/palette-legend.tsx";
import { revealResult } from "../../../ui/reveal-result.ts";
import { Spinner } from "../../../ui/spinner.tsx";
import { useCountdown } from "../../../ui/use-countdown.ts";
import { type DemoDrawing, type DemoView, type DrawDemoParams, useDrawDemo } from "../api/draw-demo.ts";
import { useShapesData } from "../api/get-shapes-data.ts";
import styles from "./calculator.module.css";
import { DemoResult } from "./demo-result.tsx";

export const DEMO_PALETTES = [9, 12, 13] as const;
export const DEMO_VIEWS: readonly DemoView[] = ["colorized", "digits", "dots"];

/** When the demo's limit (429 with `retry_after_seconds`) lets the visitor draw again, or null. */
function limitEnd(error: Error): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = error.body.retry_after_seconds;
  return typeof seconds === "number" ? Date.now() + seconds * 1000 : null;
}

interface DemoCalculatorProps {
  common: TCommonDataReply;
}

/** The pattern length choices 1..N for the demo phrase (N = maxPatternLength, at most 11: method §4). */
export function patternLengthChoices(phrase: string, patternMaxLen: number): number[] {
  return Array.from({ length: maxPatternLength(phrase, patternMaxLen) }, (_, i) => i + 1);
}

/**
 * The demo calculator: the phrase and shape are the fixed demo values; the visitor picks the
 * pattern length, palette and view (and the dots pattern in dots view), then draws.
 */
export function DemoCalculator({ common }: DemoCalculatorProps) {
  const { t, i18n } = useTranslation("calculator");
  const lang = i18n.resolvedLanguage === "en" ? "en" : "ru";
  const id = useId();
  const { demo } = common;
  const phrase = demo.phrases[lang];
  const lengths = patternLengthChoices(phrase, common.pattern_max_len);
  const [patternLength, setPatternLength] = useState(Math.min(demo.pattern_length, lengths.length) || 1);
  const [palette, setPalette] = useState<number>(demo.palette);
  const [view, setView] = useState<DemoView>("colorized");
  const [dots, setDots] = useState(formatFilter(DEFAULT_FILTER));
  const dotsRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const draw = useDrawDemo();
  // The last picture drawn stays on screen when a later drawing fails (e.g. the demo's limit).
  const [drawn, setDrawn] = useState<DemoDrawing | null>(null);
  // Past the demo's limit: when drawing is allowed again; the buttons wait for it.
  const [limitedUntil, setLimitedUntil] = useState<number | null>(null);
  const wait = useCountdown(limitedUntil);
  const shapes = useShapesData({ shape: demo.shape, phrase });

  const filter = parseFilter(dots);
  const dotsInvalid = view === "dots" && filter === null;
  const code = shapes.data?.all_patterns[String(palette)]?.[patternLength - 1];
  const key = code ? codeKey(code) : 1;
  const colors = common.palettes[String(palette)]?.[String(key)] ?? [];
  const shapeLabel =
    common.menu.shapes[lang]?.find((shape) => shape.name === demo.shape)?.displayLabel ?? demo.shape;
  const method = common.methods.find((m) => m.method_name === demo.first_method);
  const additional = method?.additional_methods.find(
    (m) => m.method_additional_name === demo.additional_method,
  );

  function run(params: DrawDemoParams) {
    draw.mutate(params, {
      onSuccess: (drawing) => {
        setDrawn(drawing);
        revealResult(resultRef.current);
      },
      onError: (error) => setLimitedUntil(limitEnd(error)),
    });
  }

  const failed = draw.isError ? draw.variables : undefined;
  const limited = draw.isError && limitedUntil !== null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (draw.isPending || wait > 0) return;
    if (dotsInvalid || filter === null) {
      dotsRef.current?.querySelector("input")?.focus();
      return;
    }
    run({
      phrase,
      shape: demo.shape,
      patternLength,
      palette,
      firstMethod: demo.first_method,
      additionalMethod: demo.additional_method,
      view,
      filter: formatFilter(filter),
    });
  }

  return (
    <div className={styles.demo}>
      <form className={`${card.card} ${styles.demoForm}`} onSubmit={onSubmit} noValidate>
        <FieldFrame id={`${id}-phrase`} label={t("demo.phrase")}>
          <input id={`${id}-phrase`} className={fieldStyles.input} value={phrase} disabled readOnly />
        </FieldFrame>
        <FieldFrame id={`${id}-shape`} label={t("demo.shape")}>
          <select id={`${id}-shape`} className={fieldStyles.input} value={demo.shape} disabled>
            <option value={demo.shape}>{shapeLabel}</option>
          </select>
          <p className={fieldStyles.hint}>{t("demo.fixedHint")}</p>
        </FieldFrame>
        <dl className={styles.methods}>
          <dt>{t("demo.firstMethod")}</dt>
          <dd>{method ? method.labels[lang] : demo.first_method}</dd>
          <dt>{t("demo.additionalMethod")}</dt>
          <dd>{additional ? additional.labels[lang] : demo.additional_method}</dd>
        </dl>

        <ChoiceGroup
          name={`${id}-length`}
          legend={t("demo.patternLength")}
          hint={t("demo.patternLengthHint", { count: lengths.length })}
          choices={lengths.map((n) => ({ value: n, label: n }))}
          value={patternLength}
          onChange={setPatternLength}
        />

        <ChoiceGroup
          name={`${id}-palette`}
          legend={t("palette.label")}
          choices={DEMO_PALETTES.map((n) => ({ value: n, label: t("palette.option", { count: n }) }))}
          value={palette}
          onChange={setPalette}
        />
        <PaletteLegend colors={colors} />

        <ChoiceGroup
          name={`${id}-view`}
          legend={t("view.label")}
          choices={DEMO_VIEWS.map((v) => ({ value: v, label: t(`view.${v}`) }))}
          value={view}
          onChange={setView}
        />
        {view === "dots" ? (
          <div ref={dotsRef}>
            <DotsPatternField id={`${id}-dots`} value={dots} onChange={setDots} invalid={dotsInvalid} />
          </div>
        ) : null}

        <Button
          type="submit"
          disabled={draw.isPending || wait > 0}
          aria-busy={draw.isPending}
          className={styles.submit}
        >
          {draw.isPending ? <Spinner /> : null}
          {draw.isPending ? t("demo.drawing") : t("demo.go")}
        </Button>
      </form>

      <section
        ref={resultRef}
        className={`${card.card} ${styles.demoResult}`}
        aria-labelledby={`${id}-result`}
        aria-busy={draw.isPending}
      >
        <h2 id={`${id}-result`} className={styles.resultTitle}>
          {t("demo.resultTitle")}
        </h2>
        <p role="status" className="visually-hidden">
          {draw.isSuccess ? t("demo.ready") : ""}
        </p>
        {draw.isError ? (
          <ErrorBox
            title={t("demo.errorTitle")}
            message={
              limited
                ? wait > 0
                  ? t("demo.limitWait", { seconds: wait })
                  : t("demo.limitOver")
                : draw.error instanceof ApiError
                  ? draw.error.message
                  : t("networkError")
            }
            retry={
              failed
                ? {
                    label: wait > 0 ? t("demo.retryIn", { seconds: wait }) : t("retry"),
                    onRetry: () => run(failed),
                    disabled: wait > 0,
                  }
                : undefined
            }
          />
        ) : null}
        {drawn ? (
          <DemoResult params={drawn.params} reply={drawn.reply} busy={draw.isPending} />
        ) : draw.isPending ? (
          <p className={styles.empty}>
            <Spinner /> {t("demo.drawing")}
          </p>
        ) : draw.isError ? null : (
          <p className={styles.empty}>{t("demo.empty")}</p>
        )}
      </section>
    </div>
  );
}
