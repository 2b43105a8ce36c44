/** Messages of the drawing calls, keyed by the engine's issue codes and the module's own codes. */
export const DRAWING_MESSAGES = {
  "draw.invalid": {
    ru: "Не получилось нарисовать мандалу: {reasons}",
    en: "Could not draw the mandala: {reasons}",
  },
  "draw.notInDemo": {
    ru: "В демо доступны только базовые фигуры и методы. Оформите подписку, чтобы открыть остальные",
    en: "The demo offers the basic shapes and methods only. Subscribe to unlock the rest",
  },
  "draw.subscriptionRequired": {
    ru: "Конструктор доступен с активной подпиской. Выберите тариф, чтобы продолжить",
    en: "The builder needs an active subscription. Choose a plan to continue",
  },
  "draw.quotaExhausted": {
    ru: "Мандалы на этот период закончились. Баланс пополнится в новом периоде, или можно сменить тариф",
    en: "You have used all mandalas of this period. The balance renews with the next period, or you can change your plan",
  },
  "draw.duplicate": {
    ru: "Такая мандала у вас уже есть в «Моих мандалах». Откройте сохранённую — или нарисуйте заново, это спишет один рисунок",
    en: "You already have this mandala in “My mandalas”. Open the saved one — or draw it again, which spends one drawing",
  },
  "draw.savedNotRendered": {
    ru: "Мандала сохранена в «Моих мандалах», но картинку сейчас нарисовать не удалось. Откройте её там — она нарисуется заново без списания",
    en: "The mandala is saved in “My mandalas”, but its picture could not be drawn just now. Open it there — it is drawn again at no cost",
  },
  "phrase.empty": { ru: "введите намерение", en: "please type an intention" },
  "phrase.tooLong": {
    ru: "намерение длиннее {max} символов",
    en: "the intention is longer than {max} characters",
  },
  "phrase.noLetters": {
    ru: "в намерении нет ни одной буквы или цифры",
    en: "the intention has no letters or digits",
  },
  "shape.unknown": { ru: "неизвестная фигура «{shape}»", en: "unknown shape “{shape}”" },
  "method.unknown": { ru: "неизвестный метод «{method}»", en: "unknown method “{method}”" },
  "additionalMethod.unknown": {
    ru: "неизвестный дополнительный метод «{method}»",
    en: "unknown additional method “{method}”",
  },
  "patternLength.range": {
    ru: "длина узора должна быть от {min} до {max}",
    en: "the pattern length must be between {min} and {max}",
  },
  "sectorLength.range": {
    ru: "длина сектора должна быть от {min} до {max}",
    en: "the sector length must be between {min} and {max}",
  },
  "palette.unknown": {
    ru: "палитра должна быть одной из: {allowed}",
    en: "the palette must be one of: {allowed}",
  },
  "filter.invalid": {
    ru: "узор точек — это числа через запятую (например, 1,2,5) или *",
    en: "the dots pattern is comma-separated numbers (e.g. 1,2,5) or *",
  },
  "picture.watermark": { ru: "Мандала желаний · превью", en: "Wish Mandala · preview" },
  "picture.alt": { ru: "Мандала: {shape}, {view}", en: "Mandala: {shape}, {view}" },
  "picture.alt.colorized": { ru: "цветная", en: "coloured" },
  "picture.alt.digits": { ru: "шаблон с цифрами", en: "digits template" },
  "picture.alt.dots": { ru: "шаблон точками", en: "dots template" },
} as const;
