/**
 * The identity module's public entry: who is signed in, and what every module may use of accounts,
 * sessions and their guards. It imports no other feature module.
 */

export type { PendingEmailChange } from "./account.service.ts";
export { accountMail } from "./account-mail.ts";
export { type AuthUser, requireAdmin, requireUser, requireUserRow } from "./auth.plugin.ts";
export {
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  type UserRow,
  updateUser,
  withUsernameSkeleton,
} from "./auth.repository.ts";
export { authRoutes, type IdentityFlows } from "./auth.routes.ts";
export { type AuthLimits, ipRateLimit, type Limit, perAddressLimit, signedInRoute } from "./guards.ts";
export { AccountChoiceError, operatorTarget, setPasswordByOperator } from "./operator-password.ts";
export { requireCurrentPassword, verifyPassword } from "./password.ts";
export type { RefreshCookie } from "./refresh-cookie.ts";
export type { AccountOpening } from "./registration.service.ts";
export type { SessionService } from "./session.service.ts";
export { type AccessClaims, hashRefreshToken, newRefreshToken } from "./tokens.ts";
export { mailableEmail } from "./vk-login.service.ts";
