/** Messages of the colouring and sharing calls, and the texts of their pictures. */
export const COLOURING_MESSAGES = {
  "colouring.doesNotFit": {
    ru: "Раскраска не подходит к этой мандале: обновите страницу и продолжите",
    en: "This colouring does not fit the mandala: please reload the page and go on",
  },
  "colouring.nothingToPrint": {
    ru: "Раскраска ещё не начата: закрасьте хотя бы одну ячейку",
    en: "Nothing is coloured yet: colour at least one cell",
  },
  "colouring.heading": { ru: "Моя раскраска", en: "My colouring" },
  "shares.notFound": {
    ru: "Ссылка не найдена или отозвана владельцем",
    en: "This link does not exist or its owner has revoked it",
  },
  "shares.cardTitle": { ru: "Мандала желаний", en: "Wish Mandala" },
  "shares.cardText": {
    ru: "Мандала, рассчитанная по желанию",
    en: "A mandala computed from a wish",
  },
  "shares.cardCta": { ru: "Рассчитайте свою: {site}", en: "Compute yours: {site}" },
} as const;
