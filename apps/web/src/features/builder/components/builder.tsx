/**
 * The builder: 1 phrase → 2 shape and settings → 3 result. The state lives in
 * builderReducer; the hooks bring the server's data into it (shape data, saved pictures, drawings) and
 * the parts render it: the phrase step, the settings section, the balance, the result and the modals.
 */
import type { TSavedMandala } from "@mandala/contract";
import { formatFilter, parseFilter } from "@mandala/engine";
import { type FormEvent, useEffect, useId, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useProfile } from "../../../api/account.ts";
import { defaultLook, type MandalaLook } from "../../../api/mandala-files.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import card from "../../../ui/card.module.css";
import { revealResult } from "../../../ui/reveal-result.ts";
import type { PremiumCommonData } from "../api/get-common-data.ts";
import { type BuilderState, builderReducer, initialBuilderState } from "../builder-reducer.ts";
import { type DrawView, phraseProblem, toPaletteId } from "../builder-rules.ts";
import { useDraw } from "../hooks/use-draw.ts";
import { useFollowLook } from "../hooks/use-follow-look.ts";
import { useOpenedPicture, useOpenSaved } from "../hooks/use-saved-picture.ts";
import { useShapeData } from "../hooks/use-shape-data.ts";
import { Balance } from "./balance.tsx";
import styles from "./builder.module.css";
import { BuilderDialogs } from "./builder-dialogs.tsx";
import { PhraseStep } from "./phrase-step.tsx";
import { ResultPanel } from "./result-step.tsx";
import { SettingsSection } from "./settings-section.tsx";
import { Stepper } from "./stepper.tsx";

interface BuilderProps {
  common: PremiumCommonData;
  /** The saved drawing to re-open (/app?mandala={id}): its phrase, shape and settings fill the builder. */
  saved?: TSavedMandala;
  /** The view the saved drawing opens in (/app?mandala={id}&view=digits). */
  savedView?: DrawView;
}

/** A fresh builder, or one filled from a saved drawing whose picture is on its way. */
function startingState({ common, saved, savedView = "colorized" }: BuilderProps): BuilderState {
  const fresh = initialBuilderState(common.pattern_max_len);
  if (!saved) return fresh;
  return builderReducer(fresh, {
    type: "prefilled",
    phrase: saved.phrase,
    shape: saved.shape,
    mandalaId: saved.id,
    view: savedView,
    preset: {
      firstMethod: saved.first_method,
      additionalMethod: saved.additional_method,
      patternLength: saved.pattern_length,
      palette: toPaletteId(saved.palette),
      sectorLength: saved.sector_length,
    },
  });
}

export function Builder(props: BuilderProps) {
  const { common, saved, savedView = "colorized" } = props;
  const { t } = useTranslation("builder");
  const id = useId();
  const [state, dispatch] = useReducer(builderReducer, props, startingState);
  const profile = useProfile();
  const resultRef = useRef<HTMLElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const shapeData = useShapeData(state, dispatch, common.methods);
  useOpenedPicture(saved?.id ?? null, defaultLook(savedView), dispatch);
  const openSaved = useOpenSaved(dispatch);
  // Counts the pictures shown: each brings the result into view once it is on the page.
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown > 0) revealResult(resultRef.current);
  }, [shown]);
  const draw = useDraw(state, dispatch, () => setShown((count) => count + 1));
  const follow = useFollowLook(state, dispatch, draw);

  const dotsInvalid = state.view === "dots" && parseFilter(state.dotsPattern) === null;
  const problem = phraseProblem(state.phrase);
  const ready =
    state.step >= 2 &&
    !state.shapeLoading &&
    state.firstMethod !== null &&
    state.phrase.trim() !== "" &&
    problem === null;
  const drawings = profile.data?.mandala_drawings ?? null;
  // The profile's balance when it has come, else the catalogue's (both follow every drawing).
  const remaining = drawings?.remaining ?? common.remaining_drawings;

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

  function drawReal(again: boolean) {
    dispatch({ type: "confirmAccepted" });
    void draw(false, { again });
  }

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
          <SettingsSection
            state={state}
            dispatch={dispatch}
            palettes={common.palettes}
            shapeError={shapeData.error}
            onRetryShape={() => void shapeData.refetch()}
            ready={ready}
            dotsInvalid={dotsInvalid}
            dotsRef={dotsRef}
            onLook={(view, dotsPattern) => void follow(view, dotsPattern)}
          />
        ) : null}
      </form>

      <aside className={styles.side}>
        <section className={`${card.card} ${styles.balanceCard}`} aria-labelledby={`${id}-balance`}>
          <h2 id={`${id}-balance`} className={styles.sideTitle}>
            {t("balance.title")}
          </h2>
          <Balance drawings={drawings} remaining={remaining} busy={profile.isFetching} />
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

      <BuilderDialogs
        state={state}
        dispatch={dispatch}
        common={common}
        drawings={drawings}
        remaining={remaining}
        onConfirm={() => drawReal(false)}
        onOpenSaved={(mandalaId) => void openSaved(mandalaId, lookOf(state))}
        onDrawAgain={() => drawReal(true)}
      />
    </div>
  );
}

/** The look the builder's choices ask for (the dots as typed, or all of them while the field is not valid). */
function lookOf(state: BuilderState): MandalaLook {
  const parsed = parseFilter(state.dotsPattern);
  return state.view === "dots" && parsed !== null
    ? { view: "dots", filter: formatFilter(parsed) }
    : defaultLook(state.view);
}
