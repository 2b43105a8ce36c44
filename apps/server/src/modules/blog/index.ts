/** The blog module's public entry: what other modules may use of posts, categories, comments and likes. */
export {
  commentLikesBy,
  findCategoryBySlug,
  findComments,
  findPosts,
  findTagBySlug,
  postLikesBy,
  publishedPostSlugs,
} from "./blog.repository.ts";
export { blogRoutes } from "./blog.routes.ts";
