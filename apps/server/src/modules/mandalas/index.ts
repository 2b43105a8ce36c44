/** The mandalas module's public entry: what other modules may use of the saved drawings. */
export { allMandalas, mandalasAccountPart } from "./account-part.ts";
export type { SavedMandalaRow } from "./mandalas.repository.ts";
export { mandalasRoutes } from "./mandalas.routes.ts";
export {
  createMandalasService,
  type Drawing,
  paramsOf,
  saveDrawing,
} from "./mandalas.service.ts";
