/** The blog module's public entry: what other modules may use of posts and categories. */
export {
  findCategoryBySlug,
  findComments,
  findPosts,
  findTagBySlug,
  publishedPostSlugs,
} from "./blog.repository.ts";
export { blogRoutes } from "./blog.routes.ts";
