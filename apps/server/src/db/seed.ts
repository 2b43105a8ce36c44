import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { fillUsernameSkeletons, withUsernameSkeleton } from "../modules/identity/auth.repository.ts";
import { hashPassword } from "../modules/identity/password.ts";
import type { Db, DbOrTx } from "./client.ts";
import { sameEmail } from "./same-email.ts";
import {
  blogCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  learningSets,
  learningSetTopics,
  plans,
  type SetIntention,
  users,
} from "./schema.ts";
import {
  BLOG_CATEGORIES,
  BLOG_POSTS,
  BLOG_TAGS,
  EARLIER_SEED_INTENTIONS,
  LEARNING_SET_TOPICS,
  PLANS,
} from "./seed-data.ts";

export const ADMIN_USERNAME = "admin";
/** The admin's address when ADMIN_EMAIL is not set: it receives no mail (a reserved domain). */
export const ADMIN_PLACEHOLDER_EMAIL = "admin@mandala.local";

/** What the seed created; the admin password is only known at the moment it is created. */
export interface SeedResult {
  createdAdmin: { username: string; password: string; passwordFromEnv: boolean } | null;
  /** The first admin's address now (after ADMIN_EMAIL replaced the placeholder, if it did). */
  adminEmail: string | null;
  /** Names of accounts from before look-alike names were refused that look like an older one's. */
  namesAlike: { username: string; like: string }[];
}

/** The warning a start prints for `namesAlike`, or null when there are none. */
export function namesAlikeWarning(namesAlike: SeedResult["namesAlike"]): string | null {
  if (namesAlike.length === 0) return null;
  const pairs = namesAlike.map(({ username, like }) => `"${username}" (like "${like}")`).join(", ");
  return `Usernames that look like an older account's, kept as they are: ${pairs}. New names are compared with the older ones.`;
}

export interface SeedOptions {
  /** The password of the admin when the seed creates it (ADMIN_PASSWORD); else one is generated. */
  adminPassword?: string | undefined;
  /**
   * The admin's address (ADMIN_EMAIL): given to the admin the seed creates, and to an admin that
   * still has the placeholder address; an address the admin has since changed is theirs and stays.
   */
  adminEmail?: string | undefined;
}

/** Writes the demo content into whatever part of the database is still empty. Idempotent. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const namesAlike = await fillUsernameSkeletons(tx);
    const createdAdmin = await seedAdmin(tx, options);
    await seedPlans(tx);
    await seedLearningSets(tx);
    await seedBlog(tx);
    const [admin] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, "admin"))
      .limit(1);
    return { createdAdmin, adminEmail: admin?.email ?? null, namesAlike };
  });
}

async function isEmpty(tx: DbOrTx, table: typeof plans | typeof learningSetTopics | typeof blogPosts) {
  const [row] = await tx.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

async function seedAdmin(
  tx: DbOrTx,
  { adminPassword, adminEmail }: SeedOptions,
): Promise<SeedResult["createdAdmin"]> {
  const [existing] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(users.id)
    .limit(1);
  if (existing) {
    if (adminEmail && existing.email === ADMIN_PLACEHOLDER_EMAIL && !(await emailTaken(tx, adminEmail)))
      await tx.update(users).set({ email: adminEmail }).where(eq(users.id, existing.id));
    return null;
  }
  const password = adminPassword ?? randomBytes(12).toString("base64url");
  await tx.insert(users).values({
    ...withUsernameSkeleton({ username: ADMIN_USERNAME }),
    email: adminEmail && !(await emailTaken(tx, adminEmail)) ? adminEmail : ADMIN_PLACEHOLDER_EMAIL,
    passwordHash: await hashPassword(password),
    firstName: "Администратор",
    role: "admin",
  });
  return { username: ADMIN_USERNAME, password, passwordFromEnv: adminPassword !== undefined };
}

/** True when an account already has `email` (the addresses are unique). */
async function emailTaken(tx: DbOrTx, email: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(sameEmail(users.email, email)).limit(1);
  return row !== undefined;
}

async function seedPlans(tx: DbOrTx) {
  if (await isEmpty(tx, plans)) await tx.insert(plans).values(PLANS);
}

async function seedLearningSets(tx: DbOrTx) {
  if (!(await isEmpty(tx, learningSetTopics))) return fillSeededSets(tx);
  for (const [topicIndex, topic] of LEARNING_SET_TOPICS.entries()) {
    const [inserted] = await tx
      .insert(learningSetTopics)
      .values({
        name: topic.name,
        descriptionShort: topic.descriptionShort,
        translations: topic.translations,
        sortOrder: topicIndex,
      })
      .returning({ id: learningSetTopics.id });
    if (!inserted) throw new Error("topic insert returned nothing");
    await tx.insert(learningSets).values(
      topic.sets.map((set, setIndex) => ({
        ...set,
        topicId: inserted.id,
        iconUrl: `/images/sets/${set.slug}.svg`,
        sortOrder: setIndex,
      })),
    );
  }
}

/** A set's intentions as compared with an earlier seed's (jsonb keeps no key order). */
export function intentionsDigest(intentions: readonly SetIntention[]): string {
  const plain = intentions.map((i) => [i.phrase, i.shape ?? null, i.patternLength ?? null]);
  return createHash("sha256").update(JSON.stringify(plain)).digest("hex").slice(0, 16);
}

/**
 * Gives the seeded sets of a database seeded before sets had intentions, or with an earlier seed's
 * intentions, the current ones with their English texts and the description and contents that match the
 * PDF they now deliver; a set whose intentions the operator has edited is left as it is.
 */
async function fillSeededSets(tx: DbOrTx) {
  const seeded = LEARNING_SET_TOPICS.flatMap((topic) => topic.sets);
  const stored = await tx
    .select({ slug: learningSets.slug, intentions: learningSets.intentions })
    .from(learningSets)
    .where(
      inArray(
        learningSets.slug,
        seeded.map((set) => set.slug),
      ),
    );
  for (const set of seeded) {
    const row = stored.find((candidate) => candidate.slug === set.slug);
    const earlier = EARLIER_SEED_INTENTIONS[set.slug] ?? [];
    if (!row || (row.intentions.length > 0 && !earlier.includes(intentionsDigest(row.intentions)))) continue;
    await tx
      .update(learningSets)
      .set({
        intentions: set.intentions,
        translations: set.translations,
        description: set.description,
        includedItems: set.includedItems,
      })
      .where(eq(learningSets.slug, set.slug));
  }
  for (const topic of LEARNING_SET_TOPICS) {
    await tx
      .update(learningSetTopics)
      .set({ translations: topic.translations })
      .where(
        and(eq(learningSetTopics.name, topic.name), sql`${learningSetTopics.translations} = '{}'::jsonb`),
      );
  }
}

async function seedBlog(tx: DbOrTx) {
  if (!(await isEmpty(tx, blogPosts))) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  if (!admin) throw new Error("the blog seed needs the admin author");
  await tx.insert(blogCategories).values(BLOG_CATEGORIES).onConflictDoNothing();
  await tx.insert(blogTags).values(BLOG_TAGS).onConflictDoNothing();
  const categories = await tx.select().from(blogCategories);
  const tags = await tx
    .select()
    .from(blogTags)
    .where(
      inArray(
        blogTags.slug,
        BLOG_TAGS.map((tag) => tag.slug),
      ),
    );
  for (const post of BLOG_POSTS) {
    const [inserted] = await tx
      .insert(blogPosts)
      .values({
        title: post.title,
        slug: post.slug,
        content: post.content,
        isPublished: true,
        isFeatured: post.isFeatured,
        categoryId: categories.find((category) => category.slug === post.category)?.id ?? null,
        authorId: admin.id,
        createdAt: new Date(post.createdAt),
        updatedAt: new Date(post.createdAt),
      })
      .returning({ id: blogPosts.id });
    if (!inserted) throw new Error("post insert returned nothing");
    const postTags = tags.filter((tag) => post.tags.includes(tag.slug));
    if (postTags.length > 0) {
      await tx.insert(blogPostTags).values(postTags.map((tag) => ({ postId: inserted.id, tagId: tag.id })));
    }
  }
}
