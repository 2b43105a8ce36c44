/**
 * The GraphQL API's schema: the blog's types and fields and the account mutations, wired together here
 * (no module mounts another's fields); `printApiSchema` gives the SDL committed as schema.graphql.
 */
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import "../modules/blog/schema/index.ts";
import { addAccountMutations } from "./account-mutations.ts";
import { builder } from "./builder.ts";

let schema: GraphQLSchema | undefined;

/** The schema (built once). */
export function apiSchema(): GraphQLSchema {
  if (!schema) {
    addAccountMutations();
    schema = builder.toSchema();
  }
  return schema;
}

/** The SDL, sorted so that its diff only shows real changes. */
export function printApiSchema(): string {
  return `${printSchema(lexicographicSortSchema(apiSchema()))}\n`;
}
