/** The gifts module's public entry. */
export { createGiftIssuing, type GiftIssuing } from "./gift-issuing.ts";
export { GIFT_DELIVERY_JOB, type GiftsOptions, giftsPlugin } from "./gifts.plugin.ts";
