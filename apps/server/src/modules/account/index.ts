/**
 * The account module's public entry: the profile, a change of e-mail address, the data export and the
 * deletion (decision 050).
 */
export { accountPlugin } from "./account.plugin.ts";
export { pendingEmailChange } from "./email-change.service.ts";
export type { ProfileService } from "./profile.service.ts";
