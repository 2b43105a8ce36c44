/** The gifts module's public entry. */
export { giftsAccountPart } from "./account-part.ts";
export { createGiftIssuing } from "./gift-issuing.ts";
export { type GiftsOptions, giftsPlugin } from "./gifts.plugin.ts";
