/** The billing module's public entry: what other modules may use of plans, payments and purchases. */

export type { OrderFacts } from "../orders/index.ts";
export { orderLine, orderNumber, receiptLine, setTexts, topicTexts } from "../orders/index.ts";
export { drawingAllowance, planTitle, spendDrawing } from "../plans/index.ts";
export { billingAccountPart } from "./account-closing.ts";
export { type BillingOptions, billingPlugin, createMoney } from "./billing.plugin.ts";
export {
  emailOwnsSet,
  findPlan,
  findSetById,
  findUserEmail,
  findVerifiedUserIdByEmail,
  type LearningSetRow,
  type LearningSetTopicRow,
  type PaymentRow,
  type PlanRow,
  userOwnsSet,
} from "./billing.repository.ts";
export { FREE_PREFIX } from "./billing.routes.ts";
export { createBillingService } from "./billing.service.ts";
export type { GiftHooks, GiftRevocation } from "./gift-hooks.ts";
export {
  applyGiftedPlan,
  cutGiftedPlan,
  type GiftedPlanTerms,
  giftedPlanTerms,
} from "./gifted-plan.ts";
export { findPurchaseByToken, type GiftSales, type SetSales } from "./payments.service.ts";
