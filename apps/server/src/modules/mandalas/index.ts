/** The mandalas module's public entry: what other modules may use of the saved drawings. */
export { listMandalas, type SavedMandalaRow } from "./mandalas.repository.ts";
export { mandalasRoutes } from "./mandalas.routes.ts";
export {
  createMandalasService,
  type Drawing,
  type MandalasService,
  paramsOf,
  saveDrawing,
  toSavedMandala,
} from "./mandalas.service.ts";
