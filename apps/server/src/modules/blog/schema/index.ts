/**
 * The GraphQL API's schema, built code-first: the blog's types and fields and auth's account mutations;
 * `printBlogSchema` gives the SDL committed as schema.graphql.
 */
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from "graphql";
import { builder } from "../../../graphql/builder.ts";
import "./types.ts";
import "./queries.ts";
import "./mutations.ts";
import "./admin.ts";
import { addAccountMutations } from "../../auth/index.ts";

let schema: GraphQLSchema | undefined;

/** The schema (built once). */
export function blogSchema(): GraphQLSchema {
  if (!schema) {
    addAccountMutations();
    schema = builder.toSchema();
  }
  return schema;
}

/** The SDL, sorted so that its diff only shows real changes. */
export function printBlogSchema(): string {
  return `${printSchema(lexicographicSortSchema(blogSchema()))}\n`;
}
