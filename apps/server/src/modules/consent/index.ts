/** The consent module's public entry: the consents to the processing of personal data. */
export {
  type ConsentGiver,
  consentsOf,
  forgetConsentsOf,
  type NewConsent,
  recordConsent,
} from "./consent.repository.ts";
