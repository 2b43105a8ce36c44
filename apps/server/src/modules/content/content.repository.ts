import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { blogPosts, learningSets } from "../../db/schema.ts";

/** Slugs of the published posts and of every learning set, for the sitemap. */
export async function listPublicSlugs(db: DbOrTx) {
  const [posts, sets] = await Promise.all([
    db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true)),
    db.select({ slug: learningSets.slug }).from(learningSets),
  ]);
  return { posts: posts.map((p) => p.slug), sets: sets.map((s) => s.slug) };
}
