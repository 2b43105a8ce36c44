/**
 * The home page's video lesson on YouTube.
 * PLACEHOLDER: the lesson is not recorded yet; replace this id with the real video's id.
 */
export const VIDEO_ID = "M7lc1UVf-VE";
