import { describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { DatabaseUnreachableError, waitForDatabase } from "./wait.ts";

describe("waiting for PostgreSQL at start", () => {
  it("retries with one line each time, then fails with one line naming DATABASE_URL", async () => {
    const url = "postgres://mandala:secret@127.0.0.1:1/mandala";
    const database = await openDatabase({ url });
    const lines: string[] = [];
    try {
      const waiting = waitForDatabase(database, url, [1, 1], (line) => lines.push(line));
      await expect(waiting).rejects.toThrow(DatabaseUnreachableError);
      await expect(waiting).rejects.toThrow(
        /^PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1\/mandala\) cannot be reached: .*ECONNREFUSED/,
      );
    } finally {
      await database.close();
    }
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatch(
        /^PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1\/mandala\) cannot be reached: .+; retrying in /,
      );
      expect(line).not.toContain("secret");
      expect(line).not.toContain("\n");
    }
  });

  it("returns as soon as the database answers", async () => {
    const database = await openDatabase({});
    const lines: string[] = [];
    await waitForDatabase(database, "postgres://localhost/x", [1], (line) => lines.push(line));
    expect(lines).toEqual([]);
    await database.close();
  });
});
