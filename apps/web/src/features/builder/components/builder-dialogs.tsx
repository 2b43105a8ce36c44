/** The builder's open modal, if any: confirmation, draw error, duplicate, help, matrix or print options. */
import type { TMandalaDrawings } from "@mandala/contract";
import { formatFilter, type PaletteSize, parseFilter } from "@mandala/engine";
import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { PrintOptionsModal } from "../../../ui/print-options-modal.tsx";
import type { PremiumCommonData } from "../api/get-common-data.ts";
import type { BuilderAction, BuilderState } from "../builder-reducer.ts";
import { sectorLengthShown } from "../builder-rules.ts";
import { ConfirmModal, DuplicateModal, ErrorModal, HelpModal } from "./builder-modals.tsx";
import { MatrixModal } from "./matrix-modal.tsx";

interface BuilderDialogsProps {
  state: BuilderState;
  dispatch: Dispatch<BuilderAction>;
  common: PremiumCommonData;
  drawings: TMandalaDrawings | null;
  remaining: number;
  onConfirm: () => void;
  onOpenSaved: (mandalaId: number) => void;
  onDrawAgain: () => void;
}

export function BuilderDialogs(props: BuilderDialogsProps) {
  const { state, dispatch, common, drawings, remaining, onConfirm, onOpenSaved, onDrawAgain } = props;
  const { t } = useTranslation("builder");
  const close = () => dispatch({ type: "modalClosed" });
  switch (state.modal) {
    case "confirm":
      return (
        <ConfirmModal drawings={drawings} remaining={remaining} onCancel={close} onConfirm={onConfirm} />
      );
    case "error":
      return <ErrorModal message={state.error ?? t("error.network")} onClose={close} />;
    case "duplicate": {
      const twin = state.restoringId;
      if (twin === null) return null;
      return (
        <DuplicateModal
          message={state.error ?? ""}
          onClose={close}
          onOpenSaved={() => {
            close();
            onOpenSaved(twin);
          }}
          onDrawAgain={onDrawAgain}
        />
      );
    }
    case "help":
      return <HelpModal onClose={close} />;
    case "matrix":
      return state.shapeData ? (
        <MatrixModal
          data={state.shapeData}
          palettes={common.palettes}
          palette={state.palette}
          patternLength={state.patternLength}
          onClose={close}
        />
      ) : null;
    case "print":
      return <PrintDialog state={state} common={common} onClose={close} />;
    default:
      return null;
  }
}

/** Print options for the drawing on screen, with the settings it was drawn with. */
function PrintDialog({
  state,
  common,
  onClose,
}: {
  state: BuilderState;
  common: PremiumCommonData;
  onClose: () => void;
}) {
  if (!state.image || !state.shape) return null;
  const filter = parseFilter(state.dotsPattern);
  return (
    <PrintOptionsModal
      onClose={onClose}
      base={{
        phrase: state.phrase,
        shape: state.shape,
        shapeId: common.shapes.findIndex((s) => s.id === state.shape) + 1,
        patternLength: state.patternLength,
        palette: state.palette as PaletteSize,
        firstMethod: state.firstMethod ?? "",
        additionalMethod: state.additionalMethod ?? "",
        sectorLength: sectorLengthShown(state.shape, state.firstMethod) ? state.sectorLength : null,
        pattern: filter === null ? "*" : formatFilter(filter),
        mandalaId: state.image.mandalaId,
      }}
    />
  );
}
