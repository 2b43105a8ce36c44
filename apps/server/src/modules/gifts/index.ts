/** The gifts module's public entry. */
export { createGiftIssuing } from "./gift-issuing.ts";
export { type GiftsOptions, giftsPlugin } from "./gifts.plugin.ts";
