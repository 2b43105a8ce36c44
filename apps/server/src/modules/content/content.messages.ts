/** Texts of the pages' heads (title, description) the server writes into the web app's HTML. */
export const CONTENT_MESSAGES = {
  "content.siteName": { ru: "Мандала желаний", en: "Wish Mandala" },
  "content.pageTitle": { ru: "{name} — Мандала желаний", en: "{name} — Wish Mandala" },
  "content.categoryTitle": { ru: "Рубрика «{name}»", en: "Category “{name}”" },
  "content.categoryDescription": {
    ru: "Записи рубрики «{name}» в блоге «Мандалы желаний»: метод, цвет и практика.",
    en: "Posts in the category “{name}” of the Wish Mandala blog: method, colour and practice.",
  },
  "content.tagTitle": { ru: "Записи с тегом «{name}»", en: "Posts tagged “{name}”" },
  "content.tagDescription": {
    ru: "Записи с тегом «{name}» в блоге «Мандалы желаний».",
    en: "Posts tagged “{name}” in the Wish Mandala blog.",
  },
  "content.setDescription": {
    ru: "Набор «{name}»: мандалы для раскрашивания с цветными образцами и шаблонами.",
    en: "The “{name}” set: mandalas to colour, with colour pictures and templates.",
  },
  "content.notFoundTitle": { ru: "Страница не найдена", en: "Page not found" },
} as const;
