/** The drawing module's public entry: what other modules may use of the builder. */
export { parseDrawQuery } from "./draw-query.ts";
export { createDrawingService } from "./drawing.service.ts";
export type { Entitlements } from "./entitlements.ts";
export { freeDrawingRoutes } from "./free.routes.ts";
export { premiumDrawingRoutes } from "./premium.routes.ts";
export { isDemoMandala, opens, requireAllowed, type TierRights } from "./rights.ts";
