/** The auth module's public entry: what other modules may use of accounts and sessions. */
export { type AuthUser, requireAdmin, requireUser } from "./auth.plugin.ts";
export type { UserRow } from "./auth.repository.ts";
export { type AccountFlows, authRoutes } from "./auth.routes.ts";
export { exportRoutes } from "./export.routes.ts";
export { addAccountMutations } from "./graphql.ts";
export { type AuthLimits, perAddressLimit } from "./guards.ts";
export { AccountChoiceError, operatorTarget, setPasswordByOperator } from "./operator-password.ts";
export type { AccessClaims } from "./tokens.ts";
