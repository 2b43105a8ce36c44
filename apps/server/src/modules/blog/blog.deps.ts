import type { FastifyReply, FastifyRequest } from "fastify";
import type { BlogService } from "./blog.service.ts";
import type { BlogAdminService } from "./blog-admin.service.ts";

/** The blog's services the GraphQL resolvers call. */
export interface BlogDeps {
  blog: BlogService;
  admin: BlogAdminService;
  /** Counts a look-up of a profile by username from the caller's address; 429 past the limit. */
  countProfileLookup: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Counts a comment of the signed-in caller; 429 past the account's comments a minute or a day. */
  countComment: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}
