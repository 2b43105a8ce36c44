/** Messages of the blog's GraphQL API, keyed by code (spread into MESSAGES). */
export const BLOG_MESSAGES = {
  "blog.notYourAccount": {
    ru: "Можно действовать только от своего имени",
    en: "You may only act for yourself",
  },
  "blog.postNotFound": { ru: "Запись не найдена", en: "Post not found" },
  "blog.commentNotFound": { ru: "Комментарий не найден", en: "Comment not found" },
  "blog.categoryNotFound": { ru: "Категория «{slug}» не найдена", en: "Category “{slug}” not found" },
  "blog.commentEmpty": { ru: "Напишите комментарий", en: "Please write a comment" },
  "blog.commentTooLong": {
    ru: "Комментарий длиннее {max} символов",
    en: "The comment is longer than {max} characters",
  },
  "blog.slugTaken": { ru: "Адрес «{slug}» уже занят", en: "The address “{slug}” is already taken" },
  "blog.tooDeep": {
    ru: "Запрос слишком глубокий: не больше {max} уровней",
    en: "The query is too deep: at most {max} levels",
  },
  "blog.tooCostly": {
    ru: "Запрос слишком сложный: стоимость {cost} при пределе {max}",
    en: "The query is too complex: cost {cost}, limit {max}",
  },
} as const satisfies Record<string, { ru: string; en: string }>;
