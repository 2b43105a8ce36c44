/** The mandalas module's public entry: what other modules may use of the saved drawings. */
export { findIdenticalMandala, insertMandala, type SavedMandalaRow } from "./mandalas.repository.ts";
export { mandalasRoutes } from "./mandalas.routes.ts";
export { createMandalasService, paramsOf, settingsOf } from "./mandalas.service.ts";
