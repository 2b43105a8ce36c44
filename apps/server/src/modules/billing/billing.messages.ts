/** Messages of plans, subscriptions, payments, learning sets and file downloads. */
export const BILLING_MESSAGES = {
  "billing.plansFailed": {
    ru: "Не удалось загрузить тарифные планы",
    en: "Failed to load subscription plans",
  },
  "billing.planNotFound": { ru: "Такого тарифного плана нет", en: "There is no such subscription plan" },
  "billing.purchaseFailed": {
    ru: "Не удалось оформить подписку",
    en: "Could not process subscription purchase",
  },
  "billing.notInPlan": {
    ru: "Это недоступно в вашем тарифе. Перейдите на тариф Advanced, чтобы открыть палитры на 12 и 13 цветов и продвинутые фигуры и методы",
    en: "This is not in your plan. Upgrade to Advanced for the 12- and 13-colour palettes and the advanced shapes and methods",
  },
  "billing.noSubscription": {
    ru: "Нужна активная подписка. Выберите тариф на странице оплаты",
    en: "An active subscription is required. Please choose a plan on the payment page",
  },
  "billing.noRenewal": {
    ru: "Автопродление можно включить или отключить только у действующего ежемесячного тарифа, оплаченного картой",
    en: "Renewal can only be turned on or off for a live monthly plan paid by card",
  },
  "billing.trialUsed": {
    ru: "Бесплатный пробный период уже использован",
    en: "The free trial has already been used",
  },
  "billing.alreadySubscribed": {
    ru: "У вас уже есть активная подписка",
    en: "You already have an active subscription",
  },
  "billing.paymentNotFound": { ru: "Платёж не найден", en: "Payment not found" },
  "billing.providerUnavailable": {
    ru: "Платёжный сервис временно недоступен, попробуйте позже",
    en: "The payment service is temporarily unavailable, please try later",
  },
  "billing.paymentClosed": {
    ru: "Этот платёж уже завершён",
    en: "This payment is already completed",
  },
  "billing.setNotFound": {
    ru: "Не удалось загрузить информацию о наборе",
    en: "Could not load the learning set",
  },
  "billing.setsFailed": {
    ru: "Не удалось загрузить информацию. Попробуйте ещё раз",
    en: "Could not load the information. Please try again",
  },
  "billing.setPurchaseFailed": {
    ru: "Ошибка при оформлении покупки, попробуйте позже",
    en: "Error placing the purchase, please try later",
  },
  "billing.emailRequired": { ru: "Пожалуйста, введите email", en: "Please enter email" },
  "billing.emailInvalid": {
    ru: "Пожалуйста, введите корректный email",
    en: "Please enter a valid email",
  },
  "billing.fileNotFound": { ru: "Файл не найден", en: "File not found" },
  "billing.setNotOwned": {
    ru: "Этот набор не куплен с вашей учётной записью. Скачайте его по ссылке из письма о покупке или купите набор",
    en: "This set was not bought with your account. Download it with the link from the purchase e-mail, or buy the set",
  },
  "billing.purchaseRefunded": {
    ru: "Оплата этого набора возвращена, поэтому ссылка больше не работает",
    en: "The payment for this set was refunded, so this link no longer works",
  },
  "billing.refundNotPaid": {
    ru: "Вернуть можно только успешно оплаченный платёж",
    en: "Only a succeeded payment can be refunded",
  },
  "billing.refundFailed": {
    ru: "Платёжный сервис не выполнил возврат. Попробуйте ещё раз позже",
    en: "The payment service did not make the refund. Please try again later",
  },
  "billing.refundPending": {
    ru: "Возврат принят платёжным сервисом и ещё обрабатывается",
    en: "The payment service accepted the refund and is still processing it",
  },
} as const;
