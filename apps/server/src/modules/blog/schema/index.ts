/**
 * The blog's part of the GraphQL API's schema, built code-first: importing this adds its types and
 * fields to the builder. The schema itself is built by graphql/schema.ts, with the account mutations.
 */
import "./types.ts";
import "./queries.ts";
import "./mutations.ts";
import "./admin.ts";
