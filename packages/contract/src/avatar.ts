/**
 * The avatar rules the server enforces (checked by content, not by the file name). Plain values,
 * without zod: the profile's file check imports them without loading the schemas.
 */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
