/**
 * The personal-data policy's edition in force: every recorded consent names its `version`, and the
 * policy page shows its date, so a consent points at a text a person can read. A plain value, without
 * zod: the policy page imports it without loading the schemas.
 */
export const PRIVACY_POLICY_EDITION = {
  version: "2026-11-28",
  date: { ru: "28 ноября 2026", en: "November 28, 2026" },
} as const;
