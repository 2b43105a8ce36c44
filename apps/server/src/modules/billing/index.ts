/** The billing module's public entry: what other modules may use of plans, sets and payments. */
export { providerFor } from "./billing.plugin.ts";
export { findSetBySlug } from "./billing.repository.ts";
export { type BillingService, createBillingService } from "./billing.service.ts";
export { userPaymentHistory } from "./payments.service.ts";
