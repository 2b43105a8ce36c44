import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/database.ts";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { namesAlikeWarning } from "../../db/seed.ts";
import { fillUsernameSkeletons } from "./auth.repository.ts";
import { usernameKey } from "./username-key.ts";

describe("a username's look-alike form", () => {
  it("is the same for names that look the same", () => {
    for (const alike of ["аdmin", "ａｄｍｉｎ", "ADMIN", "Аdmin", "admin"])
      expect(usernameKey(alike)).toBe(usernameKey("admin"));
    expect(usernameKey("Мария")).toBe(usernameKey("Mария"));
    expect(usernameKey("b0b")).toBe(usernameKey("bob"));
  });

  it("differs for names that only share letters", () => {
    expect(usernameKey("admins")).not.toBe(usernameKey("admin"));
    expect(usernameKey("мария")).not.toBe(usernameKey("maria"));
    expect(usernameKey("ёлка")).not.toBe(usernameKey("елка"));
  });
});

describe("the accounts from before the form", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("get it oldest first; a newer name like an older one keeps its name, without the form, and is reported", async () => {
    // Rows as the migration leaves them: no form yet.
    for (const username of ["admin", "maria", "аdmin"])
      await database.db.insert(users).values({ username, email: `${username}@example.com` });
    const alike = await fillUsernameSkeletons(database.db);
    expect(alike).toEqual([{ username: "аdmin", like: "admin" }]);
    const rows = await database.db.select().from(users).orderBy(users.id);
    expect(rows.map((row) => [row.username, row.usernameSkeleton])).toEqual([
      ["admin", usernameKey("admin")],
      ["maria", usernameKey("maria")],
      ["аdmin", null],
    ]);
    expect(await fillUsernameSkeletons(database.db)).toEqual(alike);
    expect(namesAlikeWarning(alike)).toBe(
      'Usernames that look like an older account\'s, kept as they are: "аdmin" (like "admin"). New names are compared with the older ones.',
    );
  });
});
