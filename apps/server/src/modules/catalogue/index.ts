/** The catalogue module's public entry: what other modules may use of the learning sets. */
export { type CatalogueOptions, cataloguePlugin } from "./catalogue.plugin.ts";
export { findSetBySlug, listSetSlugs } from "./catalogue.repository.ts";
