/**
 * The builder (spec sections 2 and 4): 1 phrase → 2 shape and settings → 3 result. The state lives in
 * builderReducer; this component runs its effects (shape data, drawings, the balance) and its modals.
 */
import type { TPremiumDrawReply, TUserProfile } from "@mandala/contract";
import { formatFilter, type PaletteSize, parseFilter } from "@mandala/engine";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { profileQueryOptions, useProfile } from "../../../api/account.ts";
import { drawErrorMessage } from "../../../api/error-message.ts";
import { MANDALAS_KEY, mandalaQueryOptions } from "../../../api/mandalas.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import card from "../../../ui/card.module.css";
import { ChoiceGroup } from "../../../ui/choice-group.tsx";
import { DotsPatternField } from "../../../ui/dots-pattern-field.tsx";
import fieldStyles from "../../../ui/form-field.module.css";
import { Spinner } from "../../../ui/spinner.tsx";
import { drawMandala, duplicateOf } from "../api/draw-mandala.ts";
import type { PremiumCommonData } from "../api/get-common-data.ts";
import { savedImage } from "../api/get-saved-image.ts";
import { premiumShapesDataQueryOptions } from "../api/get-shapes-data.ts";
import { builderReducer, initialBuilderState } from "../builder-reducer.ts";
import { type DrawView, phraseProblem, sectorLengthShown, toPaletteId } from "../builder-rules.ts";
import { Balance } from "./balance.tsx";
import styles from "./builder.module.css";
import { ConfirmModal, DuplicateModal, ErrorModal, HelpModal } from "./builder-modals.tsx";
import { MatrixModal } from "./matrix-modal.tsx";
import { PhraseStep } from "./phrase-step.tsx";
import { PrintOptionsModal } from "./print-options-modal.tsx";
import { ResultPanel } from "./result-step.tsx";
import { SettingsStep } from "./settings-step.tsx";
import { Stepper } from "./stepper.tsx";

interface BuilderProps {
  common: PremiumCommonData;
}

export function Builder({ common }: BuilderProps) {
  const { t } = useTranslation("builder");
  const id = useId();
  const client = useQueryClient();
  const [state, dispatch] = useReducer(builderReducer, common.pattern_max_len, initialBuilderState);
  const userInfo = useProfile();
  const [search] = useSearchParams();
  const resultRef = useRef<HTMLElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const remaining = useRef<number | null>(common.remaining_drawings);

  // Re-opening a saved mandala: /app?mandala={id} fills phrase, shape and settings.
  const mandalaParam = search.get("mandala");
  useEffect(() => {
    const mandalaId = Number(mandalaParam);
    if (!mandalaParam || !Number.isInteger(mandalaId) || mandalaId <= 0) return;
    client
      .fetchQuery(mandalaQueryOptions(mandalaId))
      .then(async (m) => {
        dispatch({
          type: "prefilled",
          phrase: m.phrase,
          shape: m.shape,
          mandalaId: m.id,
          preset: {
            firstMethod: m.first_method,
            additionalMethod: m.additional_method,
            patternLength: m.pattern_length,
            palette: toPaletteId(m.palette),
            sectorLength: m.sector_length,
          },
        });
        dispatch({ type: "savedPictureLoaded", image: await savedImage(client, m.id) });
      })
      .catch((error: unknown) => console.warn("Could not open the saved mandala", error));
  }, [mandalaParam, client]);

  // Choosing a shape loads its data (failures are only logged).
  const { shape, phrase, shapeLoading } = state;
  useEffect(() => {
    if (!shapeLoading || !shape) return;
    client
      .fetchQuery(premiumShapesDataQueryOptions(shape, phrase))
      .then((data) => {
        if (!data) console.warn("Empty shape data", shape);
        dispatch({ type: "shapeDataLoaded", shape, phrase, data, methods: common.methods });
      })
      .catch((error: unknown) => {
        console.warn("Could not load the shape data", error);
        dispatch({ type: "shapeDataFailed", shape, phrase });
      });
  }, [shapeLoading, shape, phrase, client, common.methods]);

  const filter = parseFilter(state.dotsPattern);
  const dotsInvalid = state.view === "dots" && filter === null;
  const problem = phraseProblem(state.phrase);
  const ready =
    state.step >= 2 &&
    !state.shapeLoading &&
    state.firstMethod !== null &&
    state.phrase.trim() !== "" &&
    problem === null;
  const drawings = userInfo.data?.mandala_drawings ?? null;

  async function draw(preview: boolean, again = false) {
    const { generation } = state;
    if (!state.shape || !state.firstMethod || !state.additionalMethod) return;
    const view = state.view;
    try {
      const reply = await drawMandala({
        phrase: state.phrase,
        shape: state.shape,
        patternLength: state.patternLength,
        palette: state.palette,
        firstMethod: state.firstMethod,
        additionalMethod: state.additionalMethod,
        sectorLength: sectorLengthShown(state.shape, state.firstMethod) ? state.sectorLength : null,
        view,
        filter: filter === null ? "*" : formatFilter(filter),
        preview,
        again,
      });
      onDrawn(reply);
      dispatch({
        type: "drawSucceeded",
        generation,
        image: { pic: reply.pic, pattern: reply.pattern, view, preview, mandalaId: reply.mandala_id },
      });
      requestAnimationFrame(() => revealResult(resultRef.current));
    } catch (error) {
      const message = drawErrorMessage(error, t("error.network"));
      const twin = duplicateOf(error);
      dispatch(
        twin === null
          ? { type: "drawFailed", generation, message }
          : { type: "duplicateFound", generation, mandalaId: twin, message },
      );
    } finally {
      // After each drawing the user data (and the stored session) is refreshed.
      client
        .invalidateQueries({ queryKey: profileQueryOptions(userInfo.data?.id ?? null).queryKey })
        .catch((error: unknown) => {
          console.warn("Could not refresh the user data", error);
        });
    }
  }

  function onDrawn(reply: TPremiumDrawReply) {
    remaining.current = reply.remaining_drawings;
    client.setQueryData<TUserProfile>(profileQueryOptions(userInfo.data?.id ?? null).queryKey, (profile) =>
      profile
        ? {
            ...profile,
            mandala_drawings: {
              ...profile.mandala_drawings,
              remaining: reply.remaining_drawings,
              used: profile.mandala_drawings.allowed - reply.remaining_drawings,
            },
          }
        : profile,
    );
    if (reply.mandala_id !== null) void client.invalidateQueries({ queryKey: MANDALAS_KEY });
  }

  function onGo(event: FormEvent) {
    event.preventDefault();
    if (!ready || state.drawing) return;
    if (dotsInvalid) {
      dotsRef.current?.querySelector("input")?.focus();
      return;
    }
    dispatch({ type: "goPressed" });
    if (state.preview) void draw(true);
  }

  function onConfirm() {
    dispatch({ type: "confirmAccepted" });
    void draw(false);
  }

  const close = () => dispatch({ type: "modalClosed" });
  const views: DrawView[] = state.step >= 3 ? ["colorized", "digits", "dots"] : ["colorized", "digits"];
  const shapeIndex = common.shapes.findIndex((s) => s.id === state.shape);

  return (
    <div className={styles.builder}>
      <div className={styles.toolbar}>
        <Stepper step={state.step} />
        <div className={styles.toolbarLinks}>
          <Button variant="ghost" onClick={() => dispatch({ type: "modalOpened", modal: "help" })}>
            {t("help.open")}
          </Button>
          <ButtonLink variant="secondary" to="/mandalas">
            {t("myMandalas")}
          </ButtonLink>
        </div>
      </div>
      <form className={`${card.card} ${styles.form}`} onSubmit={onGo} noValidate aria-busy={state.drawing}>
        <PhraseStep
          common={common}
          phrase={state.phrase}
          shape={state.shape}
          problem={problem}
          onPhrase={(phrase) => dispatch({ type: "phraseChanged", phrase })}
          onShape={(shape) => dispatch({ type: "shapeChosen", shape })}
        />

        {state.step >= 2 ? (
          <section className={styles.step} aria-labelledby={`${id}-s2`} aria-busy={state.shapeLoading}>
            <h2 id={`${id}-s2`} className={styles.stepTitle}>
              <span className={styles.stepNo}>2</span> {t("steps.settings")}
            </h2>
            {state.shapeLoading ? (
              <p className={styles.loading}>
                <Spinner /> {t("shape.loading")}
              </p>
            ) : state.firstMethod === null ? (
              <p className={fieldStyles.hint} role="alert">
                {t("shape.failed")}
              </p>
            ) : (
              <SettingsStep state={state} dispatch={dispatch} palettes={common.palettes} />
            )}
            <ChoiceGroup
              name={`${id}-view`}
              legend={t("view.label")}
              choices={views.map((view) => ({ value: view, label: t(`view.${view}`) }))}
              value={state.view}
              onChange={(view) => dispatch({ type: "viewChosen", view })}
              hint={state.step < 3 ? t("view.dotsLater") : undefined}
            />
            {state.view === "dots" ? (
              <div ref={dotsRef}>
                <DotsPatternField
                  id={`${id}-dots`}
                  value={state.dotsPattern}
                  onChange={(pattern) => dispatch({ type: "dotsPatternChanged", pattern })}
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
        ) : null}
      </form>

      <aside className={styles.side}>
        <section className={`${card.card} ${styles.balanceCard}`} aria-labelledby={`${id}-balance`}>
          <h2 id={`${id}-balance`} className={styles.sideTitle}>
            {t("balance.title")}
          </h2>
          <Balance drawings={drawings} remaining={remaining.current} busy={userInfo.isFetching} />
        </section>
        <ResultPanel
          ref={resultRef}
          step={state.step}
          image={state.image}
          phrase={state.phrase}
          drawing={state.drawing}
          onPrint={() => dispatch({ type: "modalOpened", modal: "print" })}
        />
      </aside>

      {state.modal === "confirm" ? (
        <ConfirmModal
          drawings={drawings}
          remaining={remaining.current}
          onCancel={close}
          onConfirm={onConfirm}
        />
      ) : null}
      {state.modal === "error" ? (
        <ErrorModal message={state.error ?? t("error.network")} onClose={close} />
      ) : null}
      {state.modal === "duplicate" && state.restoringId !== null ? (
        <DuplicateModal
          message={state.error ?? ""}
          onClose={close}
          onOpenSaved={() => {
            const twin = state.restoringId;
            close();
            if (twin !== null) {
              savedImage(client, twin)
                .then((image) => dispatch({ type: "savedPictureLoaded", image }))
                .catch((error: unknown) => {
                  dispatch({
                    type: "drawFailed",
                    generation: state.generation,
                    message: drawErrorMessage(error, t("error.network")),
                  });
                });
            }
          }}
          onDrawAgain={() => {
            dispatch({ type: "confirmAccepted" });
            void draw(false, true);
          }}
        />
      ) : null}
      {state.modal === "help" ? <HelpModal onClose={close} /> : null}
      {state.modal === "matrix" && state.shapeData ? (
        <MatrixModal
          data={state.shapeData}
          palettes={common.palettes}
          palette={state.palette}
          patternLength={state.patternLength}
          onClose={close}
        />
      ) : null}
      {state.modal === "print" && state.image && state.shape ? (
        <PrintOptionsModal
          onClose={close}
          base={{
            phrase: state.phrase,
            shape: state.shape,
            shapeId: shapeIndex + 1,
            patternLength: state.patternLength,
            palette: state.palette as PaletteSize,
            firstMethod: state.firstMethod ?? "",
            additionalMethod: state.additionalMethod ?? "",
            sectorLength: sectorLengthShown(state.shape, state.firstMethod) ? state.sectorLength : null,
            pattern: filter === null ? "*" : formatFilter(filter),
            mandalaId: state.image.mandalaId,
          }}
        />
      ) : null}
    </div>
  );
}

/** On a narrow screen the result sits below the form: bring it into view once drawn. */
function revealResult(element: HTMLElement | null) {
  if (!element || typeof element.scrollIntoView !== "function") return;
  const { top } = element.getBoundingClientRect();
  if (top > window.innerHeight * 0.6) element.scrollIntoView({ behavior: "smooth", block: "start" });
}
