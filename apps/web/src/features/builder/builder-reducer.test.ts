import type { TShapesDataReply } from "@mandala/contract";
import { describe, expect, it } from "vitest";
import {
  type BuilderAction,
  type BuilderImage,
  type BuilderState,
  builderReducer,
  initialBuilderState,
  lookToFollow,
  type MethodOption,
} from "./builder-reducer.ts";
import {
  balanceState,
  clampSectorLength,
  patternLengthChoices,
  sectorLengthShown,
  shapeSelectorShown,
} from "./builder-rules.ts";

const PHRASE = "Я счастлива и любима";
const labels = { ru: "м", en: "m" };
const method = (name: string, additional: string[]): MethodOption => ({
  method_name: name,
  method_label: name,
  labels,
  tier: "basic",
  uses_sector_length: name.startsWith("8"),
  additional_methods: additional.map((a) => ({
    method_additional_name: a,
    method_additional_label: a,
    labels,
  })),
});
const METHODS = [method("1", ["1", "2"]), method("81", ["3", "4"]), method("6", ["6"])];

function shapeData(shape: string, overrides: Partial<TShapesDataReply> = {}): TShapesDataReply {
  return {
    shape,
    main_matrix: { "9": [[1]] },
    all_patterns: { "9": [[1]] },
    palettes: {},
    pattern_max_len: 10,
    default_method: "1",
    default_additional_method: "2",
    ...overrides,
  };
}

const image: BuilderImage = {
  picture: { kind: "jpeg", base64: "AAAA" },
  pattern: [1, 2],
  view: "colorized",
  filter: "*",
  preview: true,
  mandalaId: null,
};

/** The server's answer for `shape` with PHRASE, as the builder's hook dispatches it. */
function dataLoaded(shape: string): BuilderAction {
  return { type: "shapeDataLoaded", shape, phrase: PHRASE, data: shapeData(shape), methods: METHODS };
}

function run(...actions: BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, initialBuilderState());
}

/** A builder at step 2 with eight_diamond loaded. */
function atStep2(): BuilderState {
  return run(
    { type: "phraseChanged", phrase: PHRASE },
    { type: "shapeChosen", shape: "eight_diamond" },
    dataLoaded("eight_diamond"),
  );
}

function atStep3(): BuilderState {
  const state = builderReducer(atStep2(), { type: "goPressed" });
  return builderReducer(state, { type: "drawSucceeded", generation: state.generation, image });
}

describe("the builder's rules", () => {
  it("shows the shape selector only once the phrase is longer than 5 characters", () => {
    expect(shapeSelectorShown("Я сча")).toBe(false);
    expect(shapeSelectorShown("  Я сча  ")).toBe(false);
    expect(shapeSelectorShown("Я счас")).toBe(true);
  });

  it("limits pattern lengths to min(phrase length, pattern_max_len, valid characters), at most 11", () => {
    expect(patternLengthChoices(PHRASE, 10)).toHaveLength(10);
    expect(patternLengthChoices(PHRASE, 30)).toHaveLength(11);
    expect(patternLengthChoices("Я сч!", 10)).toEqual([1, 2, 3]);
    expect(patternLengthChoices("!!!", 10)).toEqual([]);
  });

  it("shows the sector length only for eight_diamond, six_diamond and stern with a method starting with 8", () => {
    for (const shape of ["eight_diamond", "six_diamond", "stern"]) {
      expect(sectorLengthShown(shape, "81")).toBe(true);
      expect(sectorLengthShown(shape, "8")).toBe(true);
      expect(sectorLengthShown(shape, "1")).toBe(false);
    }
    expect(sectorLengthShown("octagon", "81")).toBe(false);
    expect(sectorLengthShown(null, "81")).toBe(false);
    expect(sectorLengthShown("stern", null)).toBe(false);
  });

  it("keeps the sector length within 4..16", () => {
    expect(clampSectorLength(2)).toBe(4);
    expect(clampSectorLength(20)).toBe(16);
    expect(clampSectorLength(Number.NaN)).toBe(8);
    expect(clampSectorLength(9)).toBe(9);
  });

  it("tells plenty, low (below 20% of allowed) and none", () => {
    expect(balanceState(10, 10)).toBe("plenty");
    expect(balanceState(2, 10)).toBe("plenty");
    expect(balanceState(1, 10)).toBe("low");
    expect(balanceState(0, 10)).toBe("none");
    expect(balanceState(-1, 0)).toBe("none");
  });
});

describe("builderReducer", () => {
  it("starts at step 1 with preview on, pattern length 1, palette 9, sector length 8 and the dots pattern 1..20", () => {
    const state = initialBuilderState();
    expect(state).toMatchObject({ step: 1, preview: true, patternLength: 1, palette: 9, sectorLength: 8 });
    expect(state.dotsPattern).toBe("1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20");
    expect(state.shape).toBeNull();
    expect(state.image).toBeNull();
  });

  describe("changing the phrase", () => {
    it("resets to step 1 and clears image, shape, dots pattern, methods and method list", () => {
      let state = atStep3();
      state = builderReducer(state, { type: "dotsPatternChanged", pattern: "3,4" });
      state = builderReducer(state, { type: "viewChosen", view: "dots" });
      const next = builderReducer(state, { type: "phraseChanged", phrase: `${PHRASE}!` });
      expect(next.step).toBe(1);
      expect(next.image).toBeNull();
      expect(next.shape).toBeNull();
      expect(next.shapeData).toBeNull();
      expect(next.dotsPattern).toBe(initialBuilderState().dotsPattern);
      expect(next.firstMethod).toBeNull();
      expect(next.additionalMethod).toBeNull();
      expect(next.methods).toEqual([]);
      expect(next.view).toBe("colorized");
      expect(next.generation).toBeGreaterThan(state.generation);
    });

    it("keeps the pattern length within the new phrase's choices", () => {
      let state = atStep2();
      state = builderReducer(state, { type: "patternLengthChosen", length: 8 });
      expect(builderReducer(state, { type: "phraseChanged", phrase: "Я счастье" }).patternLength).toBe(8);
      expect(builderReducer(state, { type: "phraseChanged", phrase: "Я сч!" }).patternLength).toBe(3);
    });

    it("is a no-op when the phrase is the same", () => {
      const state = atStep2();
      expect(builderReducer(state, { type: "phraseChanged", phrase: PHRASE })).toBe(state);
    });
  });

  describe("choosing a shape", () => {
    it("goes to step 2 and starts loading the shape's data", () => {
      const state = run({ type: "phraseChanged", phrase: PHRASE }, { type: "shapeChosen", shape: "octagon" });
      expect(state).toMatchObject({ step: 2, shape: "octagon", shapeLoading: true, shapeData: null });
    });

    it("sets the default methods, the method list and the matrix once the data loads", () => {
      const state = atStep2();
      expect(state).toMatchObject({ shapeLoading: false, firstMethod: "1", additionalMethod: "2" });
      expect(state.methods).toEqual(METHODS);
      expect(state.shapeData?.main_matrix).toEqual({ "9": [[1]] });
    });

    it("ignores the data of a shape or phrase no longer chosen", () => {
      const state = run({ type: "phraseChanged", phrase: PHRASE }, { type: "shapeChosen", shape: "octagon" });
      const stale = builderReducer(state, dataLoaded("stern"));
      expect(stale).toBe(state);
      const otherPhrase = builderReducer(state, {
        type: "shapeDataLoaded",
        shape: "octagon",
        phrase: "другое",
        data: shapeData("octagon"),
        methods: METHODS,
      });
      expect(otherPhrase).toBe(state);
    });

    it("applies shape data once: a second answer does not reset the chosen methods", () => {
      const loaded = run(
        { type: "phraseChanged", phrase: PHRASE },
        { type: "shapeChosen", shape: "octagon" },
        dataLoaded("octagon"),
      );
      const chosen = builderReducer(loaded, { type: "firstMethodChosen", method: "81" });
      const again = builderReducer(chosen, dataLoaded("octagon"));
      expect(again).toBe(chosen);
    });

    it("changing the shape resets dots pattern, methods, pattern length to 1 and palette to 9, then reloads", () => {
      let state = atStep3();
      state = builderReducer(state, { type: "patternLengthChosen", length: 5 });
      state = builderReducer(state, { type: "paletteChosen", palette: 12 });
      state = builderReducer(state, { type: "dotsPatternChanged", pattern: "1,2" });
      const next = builderReducer(state, { type: "shapeChosen", shape: "six_diamond" });
      expect(next).toMatchObject({
        step: 2,
        shape: "six_diamond",
        shapeLoading: true,
        shapeData: null,
        patternLength: 1,
        palette: 9,
        firstMethod: null,
        additionalMethod: null,
        image: null,
      });
      expect(next.methods).toEqual([]);
      expect(next.dotsPattern).toBe(initialBuilderState().dotsPattern);
    });

    it("choosing the same shape again changes nothing", () => {
      const state = atStep2();
      expect(builderReducer(state, { type: "shapeChosen", shape: "eight_diamond" })).toBe(state);
    });
  });

  describe("settings", () => {
    it("choosing a first method keeps the additional method when offered, else takes its first", () => {
      const state = atStep2();
      const m81 = builderReducer(state, { type: "firstMethodChosen", method: "81" });
      expect(m81).toMatchObject({ firstMethod: "81", additionalMethod: "3" });
      const back = builderReducer(builderReducer(m81, { type: "additionalMethodChosen", method: "4" }), {
        type: "firstMethodChosen",
        method: "81",
      });
      expect(back.additionalMethod).toBe("4");
    });

    it("chooses the pattern length within 1..N", () => {
      const state = atStep2();
      expect(builderReducer(state, { type: "patternLengthChosen", length: 4 }).patternLength).toBe(4);
      expect(builderReducer(state, { type: "patternLengthChosen", length: 40 }).patternLength).toBe(10);
      expect(builderReducer(state, { type: "patternLengthChosen", length: 0 }).patternLength).toBe(1);
    });

    it("chooses the palette", () => {
      expect(builderReducer(atStep2(), { type: "paletteChosen", palette: 13 }).palette).toBe(13);
    });

    it("keeps the sector length within 4..16", () => {
      expect(builderReducer(atStep2(), { type: "sectorLengthChanged", length: 12 }).sectorLength).toBe(12);
      expect(builderReducer(atStep2(), { type: "sectorLengthChanged", length: 3 }).sectorLength).toBe(4);
      expect(builderReducer(atStep2(), { type: "sectorLengthChanged", length: 17 }).sectorLength).toBe(16);
    });

    it("offers dots only at step 3", () => {
      expect(builderReducer(atStep2(), { type: "viewChosen", view: "dots" }).view).toBe("colorized");
      expect(builderReducer(atStep2(), { type: "viewChosen", view: "digits" }).view).toBe("digits");
      expect(builderReducer(atStep3(), { type: "viewChosen", view: "dots" }).view).toBe("dots");
    });

    it("edits the dots pattern and toggles the preview", () => {
      const state = builderReducer(atStep3(), { type: "dotsPatternChanged", pattern: "2, 4" });
      expect(state.dotsPattern).toBe("2, 4");
      expect(builderReducer(state, { type: "previewToggled", preview: false }).preview).toBe(false);
    });
  });

  describe("drawing", () => {
    it("Go with preview on draws at once", () => {
      const state = builderReducer(atStep2(), { type: "goPressed" });
      expect(state).toMatchObject({ drawing: true, modal: null });
    });

    it("Go with preview off asks for confirmation first; cancel closes it, confirm draws", () => {
      const off = builderReducer(atStep2(), { type: "previewToggled", preview: false });
      const asking = builderReducer(off, { type: "goPressed" });
      expect(asking).toMatchObject({ modal: "confirm", drawing: false });
      expect(builderReducer(asking, { type: "modalClosed" })).toMatchObject({ modal: null, drawing: false });
      expect(builderReducer(asking, { type: "confirmAccepted" })).toMatchObject({
        modal: null,
        drawing: true,
      });
    });

    it("Go does nothing at step 1 or while drawing", () => {
      const step1 = run({ type: "phraseChanged", phrase: PHRASE });
      expect(builderReducer(step1, { type: "goPressed" })).toBe(step1);
      const drawing = builderReducer(atStep2(), { type: "goPressed" });
      expect(builderReducer(drawing, { type: "goPressed" })).toBe(drawing);
    });

    it("a drawing moves to step 3 with its image; reached steps stay on", () => {
      const state = atStep3();
      expect(state).toMatchObject({ step: 3, drawing: false, image });
      const again = builderReducer(builderReducer(state, { type: "paletteChosen", palette: 12 }), {
        type: "drawStarted",
      });
      expect(again).toMatchObject({ step: 3, drawing: true });
    });

    it("ignores a drawing that answers after the inputs changed", () => {
      const going = builderReducer(atStep2(), { type: "goPressed" });
      const changed = builderReducer(going, { type: "phraseChanged", phrase: "совсем другое" });
      const late = builderReducer(changed, { type: "drawSucceeded", generation: going.generation, image });
      expect(late.image).toBeNull();
      expect(late.step).toBe(1);
    });

    it("a failed drawing opens the error modal; acknowledging closes it", () => {
      const going = builderReducer(atStep2(), { type: "goPressed" });
      const failed = builderReducer(going, {
        type: "drawFailed",
        generation: going.generation,
        message: "нет",
      });
      expect(failed).toMatchObject({ drawing: false, modal: "error", error: "нет", step: 2 });
      expect(builderReducer(failed, { type: "modalClosed" })).toMatchObject({ modal: null, error: null });
    });
  });

  describe("the view at step 3", () => {
    it("asks for the picture in the view chosen, and in the dots view for the numbers once valid", () => {
      const state = atStep3();
      expect(lookToFollow(state, "colorized", state.dotsPattern)).toBeNull();
      expect(lookToFollow(state, "digits", state.dotsPattern)).toEqual({ view: "digits", filter: "*" });
      expect(lookToFollow(state, "dots", "3, 1")).toEqual({ view: "dots", filter: "1,3" });
      expect(lookToFollow(state, "dots", "3,")).toBeNull();
      const dots = { ...state, image: { ...image, view: "dots" as const, filter: "1,3" } };
      expect(lookToFollow(dots, "dots", "1, 3")).toBeNull();
      expect(lookToFollow(dots, "dots", "1-4")).toEqual({ view: "dots", filter: "1,2,3,4" });
    });

    it("asks for nothing before a picture is on screen", () => {
      expect(lookToFollow(atStep2(), "digits", "*")).toBeNull();
    });

    it("a view that could not be drawn keeps the picture and turns the choice back to its view", () => {
      const chosen = builderReducer(atStep3(), { type: "viewChosen", view: "digits" });
      const going = builderReducer(chosen, { type: "drawStarted" });
      const failed = builderReducer(going, {
        type: "viewFailed",
        generation: going.generation,
        message: "нет",
      });
      expect(failed).toMatchObject({
        view: "colorized",
        image,
        drawing: false,
        modal: "error",
        error: "нет",
      });
    });
  });

  describe("modals", () => {
    it("opens matrix and help at any step, print only with an image at step 3", () => {
      expect(builderReducer(atStep2(), { type: "modalOpened", modal: "matrix" }).modal).toBe("matrix");
      expect(builderReducer(initialBuilderState(), { type: "modalOpened", modal: "help" }).modal).toBe(
        "help",
      );
      expect(builderReducer(atStep2(), { type: "modalOpened", modal: "print" }).modal).toBeNull();
      expect(builderReducer(atStep3(), { type: "modalOpened", modal: "print" }).modal).toBe("print");
    });
  });

  describe("re-opening a saved mandala", () => {
    const REOPEN_SAVED: BuilderAction = {
      type: "prefilled",
      phrase: PHRASE,
      shape: "stern",
      mandalaId: 7,
      view: "digits",
      preset: { firstMethod: "81", additionalMethod: "4", patternLength: 6, palette: 13, sectorLength: 12 },
    };

    it("fills the phrase and shape and applies the saved settings once the shape data loads", () => {
      const state = run(REOPEN_SAVED);
      expect(state).toMatchObject({
        step: 2,
        phrase: PHRASE,
        shape: "stern",
        shapeLoading: true,
        view: "digits",
      });
      const loaded = builderReducer(state, dataLoaded("stern"));
      expect(loaded).toMatchObject({
        firstMethod: "81",
        additionalMethod: "4",
        patternLength: 6,
        palette: 13,
        sectorLength: 12,
        preset: null,
      });
    });

    it("shows the saved picture at step 3, unless the phrase changed meanwhile", () => {
      const prefilled = run(REOPEN_SAVED);
      const image = {
        picture: { kind: "jpeg" as const, base64: "abc" },
        pattern: [1, 2],
        view: "digits" as const,
        filter: "*",
        preview: false,
        mandalaId: 7,
      };
      const shown = builderReducer(prefilled, { type: "savedPictureLoaded", image });
      expect(shown).toMatchObject({ step: 3, image, restoringId: null });
      const edited = builderReducer(prefilled, { type: "phraseChanged", phrase: "Другое намерение" });
      expect(builderReducer(edited, { type: "savedPictureLoaded", image }).image).toBeNull();
    });

    it("says when the saved picture could not be loaded, unless the user has moved on", () => {
      const prefilled = run(REOPEN_SAVED);
      const failed = builderReducer(prefilled, {
        type: "savedPictureFailed",
        mandalaId: 7,
        message: "Нет связи",
      });
      expect(failed).toMatchObject({ modal: "error", error: "Нет связи", restoringId: null });
      const edited = builderReducer(prefilled, { type: "phraseChanged", phrase: "Другое намерение" });
      expect(
        builderReducer(edited, { type: "savedPictureFailed", mandalaId: 7, message: "x" }).modal,
      ).toBeNull();
    });
  });
});
