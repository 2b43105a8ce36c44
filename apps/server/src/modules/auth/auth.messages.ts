/** Messages of sign-in, registration, sessions, VK ID and the profile, keyed by code. */
export const AUTH_MESSAGES = {
  "auth.invalidCredentials": {
    ru: "Неверное имя пользователя или пароль",
    en: "Invalid username or password",
  },
  "auth.notAuthenticated": {
    ru: "Нужно войти в аккаунт. Пожалуйста, войдите снова",
    en: "Authentication required. Please sign in again",
  },
  "auth.sessionExpired": {
    ru: "Сессия истекла или недействительна. Пожалуйста, войдите снова",
    en: "Your session has expired or is invalid. Please sign in again",
  },
  "auth.recaptchaRequired": {
    ru: "Пожалуйста, пройдите проверку reCAPTCHA",
    en: "Please complete the reCAPTCHA verification",
  },
  "auth.recaptchaFailed": {
    ru: "Проверка reCAPTCHA не пройдена. Попробуйте ещё раз",
    en: "reCAPTCHA verification failed. Please try again",
  },
  "auth.registrationFailed": {
    ru: "Регистрация не удалась. Попробуйте ещё раз.",
    en: "Registration failed. Please try again.",
  },
  "auth.usernameTaken": {
    ru: "Пользователь с таким именем уже существует.",
    en: "A user with that username already exists.",
  },
  "auth.emailTaken": {
    ru: "Пользователь с таким email уже существует.",
    en: "A user with this email already exists.",
  },
  "auth.planRequired": { ru: "Пожалуйста, выберите тарифный план", en: "Please select a subscription plan" },
  "auth.vkMisconfigured": {
    ru: "Вход через VK настроен неверно. Обратитесь в поддержку.",
    en: "VK login is misconfigured. Contact support.",
  },
  "auth.vkUnavailable": {
    ru: "Сервис входа через VK недоступен. Обновите страницу.",
    en: "VK login service is unavailable. Please refresh.",
  },
  "auth.vkFailed": { ru: "Не удалось войти через VK.", en: "VK login failed." },
  "auth.vkEmailTaken": {
    ru: "Этот email уже принадлежит аккаунту с паролем, а VK не подтвердил его. Войдите по паролю.",
    en: "This email belongs to an account with a password and VK has not verified it. Please sign in with your password.",
  },
  "auth.avatarMissing": { ru: "Выберите файл изображения", en: "Please choose an image file" },
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
