import type { BlogService } from "./blog.service.ts";
import type { BlogAdminService } from "./blog-admin.service.ts";

/** The blog's services the GraphQL resolvers call. */
export interface BlogDeps {
  blog: BlogService;
  admin: BlogAdminService;
}
