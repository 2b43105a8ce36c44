/** The account module's public entry: the profile, the data export and the deletion (decision 050). */
export { accountPlugin } from "./account.plugin.ts";
export type { ProfileService } from "./profile.service.ts";
