/** The blog's GraphQL schema, built code-first; `printBlogSchema` gives the SDL committed as schema.graphql. */
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql/index.js";
import { builder } from "./builder.ts";
import "./types.ts";
import "./queries.ts";
import "./mutations.ts";
import "./admin.ts";

let schema: GraphQLSchema | undefined;

/** The schema (built once). */
export function blogSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}

/** The SDL, sorted so that its diff only shows real changes. */
export function printBlogSchema(): string {
  return `${printSchema(lexicographicSortSchema(blogSchema()))}\n`;
}
