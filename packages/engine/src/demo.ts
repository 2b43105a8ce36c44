/** The demo's wish in each language of the site: a visitor draws and colours it in either. */
export const DEMO_PHRASES = { ru: "Я счастлива и любима", en: "I am happy and loved" } as const;

/** The demo calculator's fixed inputs, with its Russian phrase. */
export const DEMO_DEFAULTS = {
  phrase: DEMO_PHRASES.ru,
  shape: "demoshape",
  firstMethod: "6",
  additionalMethod: "6",
  patternLength: 7,
  palette: 9,
} as const;
