/**
 * The messenger chat for ordering an individual set (spec section 1). Configurable at build time with
 * `VITE_MESSENGER_URL`; this is the one default.
 */
export const MESSENGER_CHAT_URL: string = import.meta.env.VITE_MESSENGER_URL || "https://t.me/mandala_wishes";

/**
 * The home page's video lesson on YouTube.
 * PLACEHOLDER: the lesson is not recorded yet; replace this id with the real video's id.
 */
export const VIDEO_ID = "M7lc1UVf-VE";
