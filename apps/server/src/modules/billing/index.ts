/** The billing module's public entry: what other modules may use of plans, payments and purchases. */

export { billingAccountPart } from "./account-closing.ts";
export { type BillingOptions, billingPlugin, createMoney } from "./billing.plugin.ts";
export {
  emailOwnsSet,
  findVerifiedUserIdByEmail,
  type LearningSetRow,
  type LearningSetTopicRow,
  userOwnsSet,
} from "./billing.repository.ts";
export { FREE_PREFIX } from "./billing.routes.ts";
export { createBillingService } from "./billing.service.ts";
export { findPurchaseByToken, type SetSales } from "./payments.service.ts";
export { drawingAllowance, spendDrawing } from "./quota.ts";
export { setTexts, topicTexts } from "./set-texts.ts";
