/** The colouring module's public entry: what other modules may use of colourings and share links. */
export { colouringAccountPart } from "./account-part.ts";
export { findLiveShare } from "./colouring.repository.ts";
