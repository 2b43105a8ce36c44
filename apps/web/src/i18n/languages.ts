/** The interface's languages: Russian by default, English as the fallback (also read by the build). */
export const LANGUAGES = ["ru", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
