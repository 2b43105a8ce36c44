/** The consent module's public entry: the consents to the processing of personal data. */
export { consentAccountPart } from "./account-part.ts";
export {
  type ConsentGiver,
  type NewConsent,
  recordConsent,
} from "./consent.repository.ts";
