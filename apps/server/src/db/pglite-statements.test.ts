import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withNamedStatements } from "./pglite-statements.ts";

/** Parsers as drizzle passes them: its timestamps stay strings. */
const DRIZZLE_LIKE: QueryOptions = { rowMode: "array", parsers: { 1184: (value: string) => value } };

describe("PGlite queries as named statements", () => {
  let client: PGlite;
  let named: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
    named = withNamedStatements(client, 3);
    await client.exec(`
      create table things (
        id serial primary key, name text not null unique, size int, tags text[], data jsonb,
        made timestamptz not null default '2026-01-02T03:04:05Z', price numeric(8,2), ok boolean
      );
      insert into things (name, size, tags, data, price, ok)
        values ('a', 1, '{x,y}', '{"k":[1,2]}', 9.5, true), ('b', null, null, null, null, false);
    `);
  });
  afterAll(() => client.close());

  const queries: [string, unknown[], QueryOptions | undefined][] = [
    ["select * from things order by id", [], undefined],
    ["select * from things where name = $1 or size = $2 order by id", ["b", 1], undefined],
    ["select id, name, made, data, tags from things where made < $1 order by id", [new Date()], DRIZZLE_LIKE],
    ["select $1::jsonb as value, $2::text[] as list", [{ a: [1, "два"] }, ["p", "q"]], { rowMode: "array" }],
    ["select count(*) as n from things where ok = $1", [null], undefined],
  ];

  it.each(queries)("answers %s as PGlite.query does", async (text, params, options) => {
    const expected = await client.query(text, params, options);
    // Twice: the first run prepares the statement, the second runs it prepared.
    expect(await named.query(text, params, options)).toEqual(expected);
    expect(await named.query(text, params, options)).toEqual(expected);
  });

  it("reports the rows a change affected and what it returned", async () => {
    const insert = "insert into things (name, size) values ($1, $2) returning id, name";
    const added = await named.query<{ id: number; name: string }>(insert, ["c", 3]);
    expect(added.rows).toEqual([{ id: expect.any(Number), name: "c" }]);
    expect(added.affectedRows).toBe(1);
    const update = await named.query("update things set size = size + 1 where size is not null", []);
    expect(update).toMatchObject({ affectedRows: 2, rows: [] });
    const deleted = await named.query("delete from things where name = $1", ["c"]);
    expect(deleted.affectedRows).toBe(1);
  });

  it("rejects a failing statement with the database's error and goes on", async () => {
    const insert = "insert into things (name) values ($1)";
    await expect(named.query(insert, ["a"])).rejects.toMatchObject({ code: "23505", query: insert });
    await expect(named.query("select nothing from things", [])).rejects.toMatchObject({ code: "42703" });
    await expect(named.query("select * from things where size = $1", ["many"])).rejects.toMatchObject({
      code: "22P02",
    });
    expect((await named.query("select name from things order by id", [])).rows).toEqual([
      { name: "a" },
      { name: "b" },
    ]);
  });

  it("keeps the most recently used statements only", async () => {
    for (const n of [1, 2, 3, 4, 5]) await named.query(`select ${n} as n`, []);
    await named.query("select 4 as n", []);
    await named.query("select 6 as n", []);
    const kept = await client.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'pglite_%' order by statement",
    );
    expect(kept.rows.map((row) => row.statement)).toEqual([
      "select 4 as n",
      "select 5 as n",
      "select 6 as n",
    ]);
  });

  it("waits for a transaction in progress, as PGlite.query does", async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('in a transaction')");
      inside();
      await held;
    });
    await started;
    const count = named.query<{ n: number }>("select count(*)::int as n from things where name = $1", [
      "in a transaction",
    ]);
    release();
    await transaction;
    expect((await count).rows).toEqual([{ n: 1 }]);
  });
});
