import { z } from "zod";

/** The message of a request without the consent (the server answers it translated). */
export const PERSONAL_DATA_CONSENT_MESSAGE = "Consent to the processing of personal data is required.";

/**
 * The consent to the processing of personal data, given by ticking its own box: a request that
 * registers an account or places an order carries `personal_data_consent: true`.
 */
export const ZPersonalDataConsent = z.literal(true, { error: PERSONAL_DATA_CONSENT_MESSAGE });

/** Why a consent was given. */
export const ZConsentPurpose = z.enum(["registration", "purchase"]);
export type TConsentPurpose = z.infer<typeof ZConsentPurpose>;
