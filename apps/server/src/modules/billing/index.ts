/** The billing module's public entry: what other modules may use of plans, payments and purchases. */
export { type BillingOptions, billingPlugin, createMoney, type Money } from "./billing.plugin.ts";
export {
  emailOwnsSet,
  findVerifiedUserIdByEmail,
  type LearningSetRow,
  type LearningSetTopicRow,
  userOwnsSet,
} from "./billing.repository.ts";
export { FREE_PREFIX } from "./billing.routes.ts";
export { type BillingService, createBillingService } from "./billing.service.ts";
export {
  type ClosedPayments,
  findPurchaseByToken,
  type SetSales,
  userPaymentHistory,
} from "./payments.service.ts";
export { drawingAllowance, spendDrawing } from "./quota.ts";
export { setTexts, topicTexts } from "./set-texts.ts";
