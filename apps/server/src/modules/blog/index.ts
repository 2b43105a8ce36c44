/** The blog module's public entry: what other modules may use of posts, categories, comments and likes. */
export { blogAccountPart } from "./account-part.ts";
export {
  findCategoryBySlug,
  findPosts,
  findTagBySlug,
  publishedPostSlugs,
} from "./blog.repository.ts";
export { blogRoutes } from "./blog.routes.ts";
