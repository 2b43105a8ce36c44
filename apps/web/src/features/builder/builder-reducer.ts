/**
 * The builder's state machine. Steps: 1 phrase, 2 shape and settings, 3 result; the steps up to the
 * current one stay on. Every transition is one action here.
 */
import type { TCommonDataReply, TShapesDataReply } from "@mandala/contract";
import { formatFilter, parseFilter, type Scene } from "@mandala/engine";
import {
  clampSectorLength,
  DEFAULT_DOTS_PATTERN,
  DEFAULT_PALETTE,
  DEFAULT_PATTERN_LENGTH,
  type DrawView,
  type PaletteId,
  patternLengthChoices,
  SECTOR_LENGTH,
  type Step,
} from "./builder-rules.ts";

export type MethodOption = TCommonDataReply["methods"][number];
export type ModalKind = "matrix" | "print" | "help" | "confirm" | "error" | "duplicate";

/** A picture: a JPEG drawn by the server (base64), or a scene the browser paints (a free preview). */
export type BuilderPicture = { kind: "jpeg"; base64: string } | { kind: "scene"; scene: Scene };

/** The picture on screen and what it was drawn with. */
export interface BuilderImage {
  picture: BuilderPicture;
  pattern: number[];
  view: DrawView;
  /** The dots drawn (`*` or `1,2,5`) in the dots view; `*` in the others. */
  filter: string;
  preview: boolean;
  /** The saved drawing's id (real drawings only). */
  mandalaId: number | null;
}

/** Settings a saved mandala brings back (applied once its shape's data has loaded). */
export interface BuilderPreset {
  firstMethod: string;
  additionalMethod: string;
  patternLength: number;
  palette: PaletteId;
  sectorLength: number | null;
}

export interface BuilderState {
  step: Step;
  phrase: string;
  /** Upper bound of pattern lengths from the server (`pattern_max_len`). */
  patternMaxLen: number;
  shape: string | null;
  /** The shape's data ("matrix"): main matrix and the matrix of all patterns. */
  shapeData: TShapesDataReply | null;
  shapeLoading: boolean;
  /** The method list offered for the shape. */
  methods: MethodOption[];
  firstMethod: string | null;
  additionalMethod: string | null;
  patternLength: number;
  palette: PaletteId;
  sectorLength: number;
  view: DrawView;
  /** The dots pattern as typed (comma-separated numbers). */
  dotsPattern: string;
  preview: boolean;
  drawing: boolean;
  image: BuilderImage | null;
  modal: ModalKind | null;
  /** The error modal's message (also the duplicate notice's). */
  error: string | null;
  preset: BuilderPreset | null;
  /** The saved drawing being re-opened, whose picture is on its way (null when none). */
  restoringId: number | null;
  /** Bumped whenever the inputs are reset, so late answers of older requests are ignored. */
  generation: number;
}

export type BuilderAction =
  | { type: "phraseChanged"; phrase: string }
  | { type: "shapeChosen"; shape: string }
  | {
      type: "shapeDataLoaded";
      shape: string;
      phrase: string;
      data: TShapesDataReply;
      methods: MethodOption[];
    }
  | { type: "firstMethodChosen"; method: string }
  | { type: "additionalMethodChosen"; method: string }
  | { type: "patternLengthChosen"; length: number }
  | { type: "paletteChosen"; palette: PaletteId }
  | { type: "sectorLengthChanged"; length: number }
  | { type: "viewChosen"; view: DrawView }
  | { type: "dotsPatternChanged"; pattern: string }
  | { type: "previewToggled"; preview: boolean }
  | { type: "goPressed" }
  | { type: "confirmAccepted" }
  | { type: "drawStarted" }
  | { type: "drawSucceeded"; generation: number; image: BuilderImage }
  | { type: "drawFailed"; generation: number; message: string }
  | { type: "viewFailed"; generation: number; message: string }
  | { type: "duplicateFound"; generation: number; mandalaId: number; message: string }
  | { type: "modalOpened"; modal: Exclude<ModalKind, "confirm" | "error" | "duplicate"> }
  | { type: "modalClosed" }
  | {
      type: "prefilled";
      phrase: string;
      shape: string;
      preset: BuilderPreset;
      mandalaId: number;
      view: DrawView;
    }
  | { type: "savedPictureLoaded"; image: BuilderImage & { mandalaId: number } }
  | { type: "savedPictureFailed"; mandalaId: number; message: string };

/** What a builder holds of a shape before its data comes: no data, no methods, none chosen. */
const NO_SHAPE_DATA = {
  shapeData: null,
  methods: [],
  firstMethod: null,
  additionalMethod: null,
} as const satisfies Partial<BuilderState>;

/** The state of a fresh builder. */
export function initialBuilderState(patternMaxLen = 10): BuilderState {
  return {
    step: 1,
    phrase: "",
    patternMaxLen,
    shape: null,
    ...NO_SHAPE_DATA,
    shapeLoading: false,
    patternLength: DEFAULT_PATTERN_LENGTH,
    palette: DEFAULT_PALETTE,
    sectorLength: SECTOR_LENGTH.default,
    view: "colorized",
    dotsPattern: DEFAULT_DOTS_PATTERN,
    preview: true,
    drawing: false,
    image: null,
    modal: null,
    error: null,
    preset: null,
    restoringId: null,
    generation: 0,
  };
}

/**
 * The look the picture on screen should take when the user picks `view` or types `dotsPattern` at
 * step 3, or null when it already has it (or there is no picture, or the dots pattern is not valid).
 */
export function lookToFollow(
  state: Pick<BuilderState, "step" | "image">,
  view: DrawView,
  dotsPattern: string,
): { view: DrawView; filter: string } | null {
  const { image } = state;
  if (state.step < 3 || !image) return null;
  const parsed = view === "dots" ? parseFilter(dotsPattern) : "*";
  if (parsed === null) return null;
  const filter = formatFilter(parsed);
  return image.view === view && image.filter === filter ? null : { view, filter };
}

/** A pattern length within the phrase's choices (1 when there are none). */
function withinChoices(length: number, phrase: string, patternMaxLen: number): number {
  const max = patternLengthChoices(phrase, patternMaxLen).length;
  return Math.max(1, Math.min(length, max));
}

/** The additional method to keep when the first method changes: the current one if offered, else its first. */
function additionalFor(methods: MethodOption[], first: string, current: string | null): string | null {
  const list = methods.find((m) => m.method_name === first)?.additional_methods ?? [];
  if (current && list.some((a) => a.method_additional_name === current)) return current;
  return list[0]?.method_additional_name ?? current;
}

/** What a new shape clears: the dots pattern, methods and their list, pattern length 1, palette 9. */
function shapeReset(state: BuilderState, shape: string): BuilderState {
  return {
    ...state,
    step: 2,
    shape,
    ...NO_SHAPE_DATA,
    shapeLoading: true,
    patternLength: DEFAULT_PATTERN_LENGTH,
    palette: DEFAULT_PALETTE,
    dotsPattern: DEFAULT_DOTS_PATTERN,
    view: state.view === "dots" ? "colorized" : state.view,
    image: null,
    preset: null,
    restoringId: null,
    generation: state.generation + 1,
  };
}

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case "phraseChanged":
      if (action.phrase === state.phrase) return state;
      return {
        ...state,
        step: 1,
        phrase: action.phrase,
        shape: null,
        ...NO_SHAPE_DATA,
        shapeLoading: false,
        dotsPattern: DEFAULT_DOTS_PATTERN,
        patternLength: withinChoices(state.patternLength, action.phrase, state.patternMaxLen),
        view: state.view === "dots" ? "colorized" : state.view,
        image: null,
        drawing: false,
        preset: null,
        restoringId: null,
        generation: state.generation + 1,
      };
    case "shapeChosen":
      if (action.shape === state.shape) return state;
      return shapeReset(state, action.shape);
    case "shapeDataLoaded": {
      if (!state.shapeLoading || action.shape !== state.shape || action.phrase !== state.phrase) return state;
      const preset = state.preset;
      const patternMaxLen = action.data.pattern_max_len || state.patternMaxLen;
      const firstMethod = preset?.firstMethod ?? action.data.default_method;
      return {
        ...state,
        shapeData: action.data,
        shapeLoading: false,
        methods: action.methods,
        patternMaxLen,
        firstMethod,
        additionalMethod: preset?.additionalMethod ?? action.data.default_additional_method,
        patternLength: withinChoices(
          preset?.patternLength ?? state.patternLength,
          state.phrase,
          patternMaxLen,
        ),
        palette: preset?.palette ?? state.palette,
        sectorLength: preset?.sectorLength ?? state.sectorLength,
        preset: null,
      };
    }
    case "firstMethodChosen":
      return {
        ...state,
        firstMethod: action.method,
        additionalMethod: additionalFor(state.methods, action.method, state.additionalMethod),
      };
    case "additionalMethodChosen":
      return { ...state, additionalMethod: action.method };
    case "patternLengthChosen":
      return { ...state, patternLength: withinChoices(action.length, state.phrase, state.patternMaxLen) };
    case "paletteChosen":
      return { ...state, palette: action.palette };
    case "sectorLengthChanged":
      return { ...state, sectorLength: clampSectorLength(action.length) };
    case "viewChosen":
      if (action.view === "dots" && state.step < 3) return state;
      return { ...state, view: action.view };
    case "dotsPatternChanged":
      return { ...state, dotsPattern: action.pattern };
    case "previewToggled":
      return { ...state, preview: action.preview };
    case "goPressed":
      if (state.drawing || state.step < 2) return state;
      return state.preview ? { ...state, drawing: true } : { ...state, modal: "confirm" };
    case "confirmAccepted":
      return { ...state, modal: null, drawing: true };
    case "drawStarted":
      return { ...state, drawing: true };
    case "drawSucceeded":
      if (action.generation !== state.generation) return state;
      return { ...state, drawing: false, step: 3, image: action.image };
    case "drawFailed":
      if (action.generation !== state.generation) return { ...state, drawing: false };
      return { ...state, drawing: false, modal: "error", error: action.message };
    case "viewFailed":
      // The picture on screen stays, and so does the choice that shows what it is.
      if (action.generation !== state.generation || !state.image) return { ...state, drawing: false };
      return {
        ...state,
        drawing: false,
        view: state.image.view,
        modal: "error",
        error: action.message,
      };
    case "duplicateFound":
      // The saved twin becomes the drawing to re-open should the user choose it.
      if (action.generation !== state.generation) return { ...state, drawing: false };
      return {
        ...state,
        drawing: false,
        modal: "duplicate",
        error: action.message,
        restoringId: action.mandalaId,
      };
    case "modalOpened":
      if (action.modal === "print" && (state.step < 3 || !state.image)) return state;
      return { ...state, modal: action.modal };
    case "modalClosed":
      return { ...state, modal: null, error: null };
    case "prefilled":
      return {
        ...shapeReset(builderReducer(state, { type: "phraseChanged", phrase: action.phrase }), action.shape),
        preset: action.preset,
        restoringId: action.mandalaId,
        view: action.view,
      };
    case "savedPictureLoaded":
      // Only the drawing still being re-opened: a phrase or shape changed meanwhile drops the picture.
      if (action.image.mandalaId !== state.restoringId || state.drawing) return state;
      return { ...state, step: 3, image: action.image, restoringId: null };
    case "savedPictureFailed":
      if (action.mandalaId !== state.restoringId) return state;
      return { ...state, restoringId: null, modal: "error", error: action.message };
  }
}
