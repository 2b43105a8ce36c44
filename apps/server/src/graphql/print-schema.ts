/** Writes the SDL of the GraphQL API to apps/server/schema.graphql: `node <this file>`. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { printApiSchema } from "./schema.ts";

export const SCHEMA_FILE = path.resolve(import.meta.dirname, "../../schema.graphql");

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(SCHEMA_FILE, printApiSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
