/** The mandalas module's public entry: what other modules may use of the saved drawings. */
export {
  findIdenticalMandala,
  insertMandala,
  listMandalas,
  type SavedMandalaRow,
} from "./mandalas.repository.ts";
export { mandalasRoutes } from "./mandalas.routes.ts";
export {
  createMandalasService,
  type MandalasService,
  paramsOf,
  settingsOf,
  toSavedMandala,
} from "./mandalas.service.ts";
