/** The demo calculator's fixed inputs (product spec §9). */
export const DEMO_DEFAULTS = {
  phrase: "Я счастлива и любима",
  shape: "demoshape",
  firstMethod: "6",
  additionalMethod: "6",
  patternLength: 7,
  palette: 9,
} as const;
