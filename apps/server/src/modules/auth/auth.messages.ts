/** Messages of the auth module that the shared catalogue (i18n/messages.ts) does not hold yet. */
export const AUTH_MESSAGES = {
  "auth.lockedOut": {
    ru: "Слишком много неудачных попыток входа. Попробуйте снова через {minutes} мин.",
    en: "Too many failed sign-in attempts. Please try again in {minutes} min.",
  },
} as const;
