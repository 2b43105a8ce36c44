/** Messages of the auth module that the shared catalogue (i18n/messages.ts) does not hold yet. */
export const AUTH_MESSAGES = {
  "auth.lockedOut": {
    ru: "Слишком много неудачных попыток входа. Попробуйте снова через {minutes} мин.",
    en: "Too many failed sign-in attempts. Please try again in {minutes} min.",
  },
  "auth.slowDown": {
    ru: "Было несколько неудачных попыток входа в этот аккаунт. Подождите {seconds} с и попробуйте снова.",
    en: "There were several failed sign-in attempts on this account. Please wait {seconds} s and try again.",
  },
  "auth.adminOnly": { ru: "Доступно только администратору", en: "For administrators only" },
} as const;
