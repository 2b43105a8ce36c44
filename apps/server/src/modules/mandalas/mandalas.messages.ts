/** Messages of the saved-mandala calls and the headings of their printouts. */
export const MANDALAS_MESSAGES = {
  "mandalas.notFound": { ru: "Мандала не найдена", en: "Mandala not found" },
  "mandalas.noPages": {
    ru: "Выберите хотя бы один вид или число для печати",
    en: "Choose at least one view or number to print",
  },
  "mandalas.view.colorized": { ru: "Цветная мандала", en: "Coloured mandala" },
  "mandalas.view.digits": { ru: "Шаблон с цифрами", en: "Digits template" },
  "mandalas.view.dots": { ru: "Шаблон точками", en: "Dots template" },
  "mandalas.view.number": { ru: "Точки числа {number}", en: "Dots of number {number}" },
  "mandalas.sheet": {
    ru: "лист {part} из {total}: обрежьте по рамке и склейте",
    en: "sheet {part} of {total}: cut along the frame and glue together",
  },
  "mandalas.subheading": {
    ru: "Узор {pattern} · палитра {palette} · {date}",
    en: "Pattern {pattern} · palette {palette} · {date}",
  },
} as const;
