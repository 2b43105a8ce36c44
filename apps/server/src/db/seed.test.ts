import { readFileSync } from "node:fs";
import path from "node:path";
import { computeMandala } from "@mandala/engine";
import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.ts";
import { FREE_SETS } from "../modules/catalogue/free-sets.ts";
import { mandalaFor } from "../modules/catalogue/set-mandala.ts";
import { verifyPassword } from "../modules/identity/password.ts";
import { sanitizeHtml } from "../sanitize-html.ts";
import { MIGRATIONS_DIR } from "./client.ts";
import { blogPosts, learningSets, plans, users } from "./schema.ts";
import { ADMIN_PLACEHOLDER_EMAIL, intentionsDigest, seedDatabase } from "./seed.ts";
import { EARLIER_SEED_INTENTIONS, LEARNING_SET_TOPICS } from "./seed-data.ts";

/** The intentions of «Любовь к себе» as the seed wrote them before (mandala 4 had two colours). */
const EARLIER_SELF_LOVE = [
  "Я принимаю себя такой, какая я есть",
  "Я бережна к себе и своему телу",
  "Я достойна любви и счастья",
  "Я слышу свои желания и уважаю их",
  "Я хвалю себя за каждый шаг",
  "Моя внутренняя опора крепнет",
  "Я дарю себе время и отдых",
  "Я доверяю себе и своему пути",
  "Я с любовью смотрю в зеркало",
  "Я выбираю себя с радостью",
].map((phrase, index) => ({
  phrase,
  shape: ["octagon", "six_diamond", "demoshape", "eight_diamond"][index % 4],
  patternLength: 3 + (index % 3),
}));

describe("seedDatabase", () => {
  const ctx = useTestApp();

  it("writes set descriptions that the allow-list keeps as they are (stored HTML is sanitized HTML)", () => {
    const descriptions = LEARNING_SET_TOPICS.flatMap((topic) => topic.sets).flatMap((set) => [
      set.description,
      set.translations.en.description,
    ]);
    expect(descriptions.length).toBeGreaterThan(0);
    for (const html of descriptions) expect(sanitizeHtml(html)).toBe(html);
  });

  it("draws every mandala of every seeded set, paid or free, with at least four colours", () => {
    const sets = [
      ...LEARNING_SET_TOPICS.flatMap((topic) => topic.sets).map((set) => [set.name, set.intentions] as const),
      ...FREE_SETS.map((set) => [set.title, set.intentions] as const),
    ];
    expect(sets).toHaveLength(8);
    for (const [name, intentions] of sets) {
      for (const [index, intention] of intentions.entries()) {
        const { cells } = computeMandala(mandalaFor(intention, index));
        const colours = new Set(cells.map((cell) => cell.value)).size;
        expect(colours, `${name} ${index + 1}: ${intention.phrase}`).toBeGreaterThanOrEqual(4);
      }
    }
  });

  it("a set still holding an earlier seed's intentions is given the current ones; an edited one is kept", async () => {
    const db = ctx.database.db;
    await seedDatabase(db);
    expect(EARLIER_SEED_INTENTIONS["lyubov-k-sebe"]).toContain(intentionsDigest(EARLIER_SELF_LOVE));
    await db
      .update(learningSets)
      .set({ intentions: EARLIER_SELF_LOVE })
      .where(eq(learningSets.slug, "lyubov-k-sebe"));
    const edited = [...EARLIER_SELF_LOVE.slice(1), { phrase: "Моё собственное намерение" }];
    await db.update(learningSets).set({ intentions: edited }).where(eq(learningSets.slug, "spokoynyy-son"));
    await seedDatabase(db);
    const sets = await db.select().from(learningSets);
    const current = LEARNING_SET_TOPICS.flatMap((topic) => topic.sets).find(
      (set) => set.slug === "lyubov-k-sebe",
    );
    expect(sets.find((set) => set.slug === "lyubov-k-sebe")?.intentions).toEqual(current?.intentions);
    expect(sets.find((set) => set.slug === "spokoynyy-son")?.intentions).toEqual(edited);
  });

  it("writes the demo content and an admin whose random password works", async () => {
    const { createdAdmin } = await seedDatabase(ctx.database.db);
    expect(createdAdmin?.username).toBe("admin");
    expect(createdAdmin?.password.length).toBeGreaterThanOrEqual(16);
    const [admin] = await ctx.database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin?.passwordHash ?? "", createdAdmin?.password ?? "")).toBe(true);

    const planRows = await ctx.database.db.select().from(plans).orderBy(plans.sortOrder);
    expect(planRows.map((plan) => plan.name)).toEqual(["Basic", "Advanced", "Premium"]);
    expect(planRows.every((plan) => plan.priceRub > 0)).toBe(true);
    const sets = await ctx.database.db.select().from(learningSets);
    expect(sets.some((set) => set.priceRub === 990 && set.oldPriceRub === 1390)).toBe(true);
    const posts = await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.isPublished, true));
    expect(posts.length).toBeGreaterThanOrEqual(3);
  });

  it("is idempotent: a second run adds nothing and creates no second admin", async () => {
    await seedDatabase(ctx.database.db);
    const again = await seedDatabase(ctx.database.db);
    expect(again.createdAdmin).toBeNull();
    const [{ n: userCount } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(users);
    const [{ n: planCount } = { n: 0 }] = await ctx.database.db.select({ n: count() }).from(plans);
    expect(userCount).toBe(1);
    expect(planCount).toBe(3);
  });

  it("gives the seeded sets of an older database their intentions once, leaving edited ones alone", async () => {
    await seedDatabase(ctx.database.db);
    const db = ctx.database.db;
    await db
      .update(learningSets)
      .set({ intentions: [], translations: {}, includedItems: ["Памятка по медитации"] });
    const edited = [{ phrase: "Моё собственное намерение" }];
    await db.update(learningSets).set({ intentions: edited }).where(eq(learningSets.slug, "spokoynyy-son"));
    await seedDatabase(db);
    const sets = await db.select().from(learningSets);
    for (const set of sets) {
      if (set.slug === "spokoynyy-son") expect(set.intentions).toEqual(edited);
      else {
        expect(set.intentions, set.slug).toHaveLength(set.mandalaCount);
        expect(set.translations.en?.name).toBeTruthy();
        expect(set.includedItems[0]).toBe(`${set.mandalaCount} мандал в цвете`);
      }
    }
  });

  it("gives the admin ADMIN_EMAIL: at its creation, or in place of the placeholder, never over a changed one", async () => {
    const adminEmail = async () =>
      (await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.role, "admin")))[0]
        ?.email;
    const created = await seedDatabase(ctx.database.db, { adminEmail: "owner@mandala-shop.ru" });
    expect(created.adminEmail).toBe("owner@mandala-shop.ru");
    await ctx.database.db
      .update(users)
      .set({ email: ADMIN_PLACEHOLDER_EMAIL })
      .where(eq(users.role, "admin"));
    // A site started before ADMIN_EMAIL existed gets it at its next start…
    expect((await seedDatabase(ctx.database.db, { adminEmail: "owner@mandala-shop.ru" })).adminEmail).toBe(
      "owner@mandala-shop.ru",
    );
    // …and an address changed since (in the profile) is the admin's own.
    await ctx.database.db.update(users).set({ email: "me@mandala-shop.ru" }).where(eq(users.role, "admin"));
    await seedDatabase(ctx.database.db, { adminEmail: "owner@mandala-shop.ru" });
    expect(await adminEmail()).toBe("me@mandala-shop.ru");
  });

  it("keeps the placeholder when ADMIN_EMAIL is another account's address", async () => {
    await ctx.database.db.insert(users).values({ username: "anna", email: "anna@mandala-shop.ru" });
    const { adminEmail } = await seedDatabase(ctx.database.db, { adminEmail: "Anna@Mandala-Shop.ru" });
    expect(adminEmail).toBe(ADMIN_PLACEHOLDER_EMAIL);
  });

  it("generates a different admin password for every new database", async () => {
    const first = await seedDatabase(ctx.database.db);
    await ctx.database.db.delete(blogPosts);
    await ctx.database.db.delete(users);
    const second = await seedDatabase(ctx.database.db);
    expect(second.createdAdmin?.password).not.toBe(first.createdAdmin?.password);
  });

  it("migration 0004 renames the plans inside an older database's Russian feature lists", async () => {
    const db = ctx.database.db;
    await seedDatabase(db, {});
    const [advanced] = await db.select().from(plans).where(eq(plans.slug, "advanced"));
    if (!advanced) throw new Error("no seeded advanced plan");
    const older = { ...advanced.features, ru: ["Всё из тарифа Basic", ...advanced.features.ru.slice(1)] };
    await db.update(plans).set({ features: older }).where(eq(plans.id, advanced.id));
    await db.execute(sql.raw(readFileSync(path.join(MIGRATIONS_DIR, "0004_plan_feature_names.sql"), "utf8")));
    const [after] = await db.select().from(plans).where(eq(plans.id, advanced.id));
    expect(after?.features.ru[0]).toBe("Всё из тарифа «Базовый»");
    expect(after?.features.en).toEqual(advanced.features.en);
  });
});
