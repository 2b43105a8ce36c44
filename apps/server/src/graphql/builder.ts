/**
 * The Pothos schema builder of the GraphQL API (/graphql), its context and its scalars. Each module
 * adds its own types and fields: the blog its posts and comments; the account mutations (sign-in and
 * registration, account-mutations.ts) are identity's flows, wired in here. schema.ts builds the schema.
 */
import SchemaBuilder from "@pothos/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import type { Locale } from "../i18n/messages.ts";
import type { ProfileService } from "../modules/account/index.ts";
import type { BlogDeps } from "../modules/blog/blog.deps.ts";
import type { AccessClaims, IdentityFlows, UserRow } from "../modules/identity/index.ts";
import type { UploadedFile } from "../storage/images.ts";

/** What the GraphQL API uses of accounts: identity's sign-in and registration, the account's profile. */
export interface AccountFlows extends Pick<IdentityFlows, "signIn" | "register"> {
  profiles: ProfileService;
}

/** The services the resolvers call: the blog's, and the account flows. */
export interface GraphqlDeps extends BlogDeps {
  accounts: AccountFlows;
}

/** What every resolver receives. */
export interface GraphqlContext {
  /** The signed-in caller (from the bearer token), or null. */
  viewer: AccessClaims | null;
  locale: Locale;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: GraphqlDeps;
}

export const builder = new SchemaBuilder<{
  Context: GraphqlContext;
  DefaultFieldNullability: false;
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    Upload: { Input: UploadedFile; Output: never };
  };
}>({ defaultFieldNullability: false });

builder.scalarType("DateTime", {
  description: "A moment in time, as an ISO 8601 string in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === "string" ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      throw new GraphQLError("DateTime must be an ISO 8601 string", {
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    return date;
  },
});

const isUpload = (value: unknown): value is UploadedFile =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as UploadedFile).arrayBuffer === "function" &&
  typeof (value as UploadedFile).size === "number";

builder.scalarType("Upload", {
  description: "A file sent by the GraphQL multipart request spec.",
  serialize: () => {
    throw new GraphQLError("Upload is an input-only type");
  },
  parseValue: (value) => {
    if (!isUpload(value)) {
      throw new GraphQLError("Upload must be a file part of a multipart request", {
        extensions: { code: "BAD_USER_INPUT" },
      });
    }
    return value;
  },
});

builder.queryType({});
builder.mutationType({});

/** The GraphQL type of an account; the blog implements its fields (blog/schema/types.ts). */
export const UserRef = builder.objectRef<UserRow>("User");
