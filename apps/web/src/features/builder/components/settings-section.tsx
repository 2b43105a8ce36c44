/** Step 2: the shape's data (loading, or why it failed with a retry), settings, view, dots, preview and Go. */
import type { Dispatch, Ref } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { Button } from "../../../ui/button.tsx";
import { ChoiceGroup } from "../../../ui/choice-group.tsx";
import { DotsPatternField } from "../../../ui/dots-pattern-field.tsx";
import { ErrorBox } from "../../../ui/error-box.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { Spinner } from "../../../ui/spinner.tsx";
import type { PremiumCommonData } from "../api/get-common-data.ts";
import type { BuilderAction, BuilderState } from "../builder-reducer.ts";
import type { DrawView } from "../builder-rules.ts";
import styles from "./builder.module.css";
import { SettingsStep } from "./settings-step.tsx";

interface SettingsSectionProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  palettes: PremiumCommonData["palettes"];
  /** Why the shape's data could not load (null while it loads or once it has). */
  shapeError: Error | null;
  onRetryShape: () => void;
  ready: boolean;
  dotsInvalid: boolean;
  dotsRef: Ref<HTMLDivElement>;
  /** A view or dots pattern just chosen: the picture on screen follows it. */
  onLook: (view: DrawView, dotsPattern: string) => void;
}

export function SettingsSection(props: SettingsSectionProps) {
  const { state, dispatch, palettes, shapeError, onRetryShape, ready, dotsInvalid, dotsRef, onLook } = props;
  const { t } = useTranslation("builder");
  const id = useId();
  const views: DrawView[] = state.step >= 3 ? ["colorized", "digits", "dots"] : ["colorized", "digits"];
  let settings = <SettingsStep state={state} dispatch={dispatch} palettes={palettes} />;
  if (state.shapeLoading && shapeError) {
    settings = (
      <ErrorBox
        title={t("shape.failed")}
        message={drawErrorMessage(shapeError, t("error.network"))}
        retry={{ label: t("retry"), onRetry: onRetryShape }}
      />
    );
  } else if (state.shapeLoading) {
    settings = (
      <p className={styles.loading}>
        <Spinner /> {t("shape.loading")}
      </p>
    );
  }
  return (
    <section
      className={styles.step}
      aria-labelledby={`${id}-s2`}
      aria-busy={state.shapeLoading && !shapeError}
    >
      <h2 id={`${id}-s2`} className={styles.stepTitle}>
        <span className={styles.stepNo}>2</span> {t("steps.settings")}
      </h2>
      {settings}
      <ChoiceGroup
        name={`${id}-view`}
        legend={t("view.label")}
        choices={views.map((view) => ({ value: view, label: t(`view.${view}`) }))}
        value={state.view}
        onChange={(view) => {
          dispatch({ type: "viewChosen", view });
          onLook(view, state.dotsPattern);
        }}
        hint={state.step < 3 ? t("view.dotsLater") : undefined}
        disabled={state.drawing}
      />
      {state.view === "dots" ? (
        <div ref={dotsRef}>
          <DotsPatternField
            id={`${id}-dots`}
            value={state.dotsPattern}
            onChange={(pattern) => dispatch({ type: "dotsPatternChanged", pattern })}
            onCommit={() => onLook(state.view, state.dotsPattern)}
            invalid={dotsInvalid}
          />
        </div>
      ) : null}
      <label className={styles.preview}>
        <input
          type="checkbox"
          checked={state.preview}
          onChange={(event) => dispatch({ type: "previewToggled", preview: event.target.checked })}
        />
        <span>
          <strong>{t("preview.label")}</strong>{" "}
          <span className={`${fieldStyles.hint} ${styles.previewHint}`}>{t("preview.hint")}</span>
        </span>
      </label>
      <div className={styles.actionsRow}>
        <Button type="submit" disabled={!ready || state.drawing} aria-busy={state.drawing}>
          {state.drawing ? <Spinner /> : null}
          {state.drawing ? t("go.drawing") : state.preview ? t("go.preview") : t("go.real")}
        </Button>
        <Button
          variant="ghost"
          disabled={!state.shapeData}
          onClick={() => dispatch({ type: "modalOpened", modal: "matrix" })}
        >
          {t("matrix.open")}
        </Button>
      </div>
    </section>
  );
}
