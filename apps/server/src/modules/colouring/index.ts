/** The colouring module's public entry: what other modules may use of colourings and share links. */
export { findLiveShare } from "./colouring.repository.ts";
export type { ColouringService } from "./colouring.service.ts";
