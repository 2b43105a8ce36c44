/** The catalogue's queries: the learning sets and their topics. */
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { learningSets, learningSetTopics } from "../../db/schema.ts";

export function listTopicsWithSets(db: DbOrTx) {
  return db
    .select({ topic: learningSetTopics, set: learningSets })
    .from(learningSetTopics)
    .leftJoin(learningSets, eq(learningSets.topicId, learningSetTopics.id))
    .orderBy(
      asc(learningSetTopics.sortOrder),
      asc(learningSetTopics.id),
      asc(learningSets.sortOrder),
      asc(learningSets.id),
    );
}

export async function findSetBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select({ set: learningSets, topic: learningSetTopics })
    .from(learningSets)
    .innerJoin(learningSetTopics, eq(learningSetTopics.id, learningSets.topicId))
    .where(eq(learningSets.slug, slug));
  return row;
}

/** The slugs of every learning set (the sitemap's). */
export async function listSetSlugs(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ slug: learningSets.slug }).from(learningSets);
  return rows.map((row) => row.slug);
}
