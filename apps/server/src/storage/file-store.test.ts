import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/database.ts";
import { type FakeS3Server, startFakeS3 } from "../../test/fakes/s3-server.ts";
import type { Database } from "../db/client.ts";
import { chooseFileStore } from "./choose-store.ts";
import type { FileStore } from "./file-store.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const KEY = `avatars/${"ab".repeat(16)}.png`;

const noS3 = {
  S3_BUCKET: undefined,
  S3_REGION: "us-east-1",
  S3_ENDPOINT: undefined,
  S3_ACCESS_KEY_ID: undefined,
  S3_SECRET_ACCESS_KEY: undefined,
  S3_FORCE_PATH_STYLE: true,
};

let database: Database;
let s3: FakeS3Server;
beforeAll(async () => {
  database = await openTestDatabase();
  s3 = await startFakeS3();
});
afterAll(async () => {
  await database.close();
  await s3.close();
});

/** The three stores, chosen the way the app chooses them. */
const stores: [string, () => FileStore][] = [
  [
    "disk (embedded database)",
    () => chooseFileStore({ ...noS3, dataDir: tempDir() }, { ...database, kind: "pglite" }),
  ],
  [
    "database (PostgreSQL)",
    () => chooseFileStore({ ...noS3, dataDir: tempDir() }, { ...database, kind: "postgres" }),
  ],
  [
    "s3 (S3_* settings)",
    () =>
      chooseFileStore(
        {
          ...noS3,
          dataDir: tempDir(),
          S3_BUCKET: "uploads",
          S3_ENDPOINT: s3.endpoint,
          S3_ACCESS_KEY_ID: "key-id",
          S3_SECRET_ACCESS_KEY: "secret",
        },
        database,
      ),
  ],
];

function tempDir() {
  return mkdtempSync(path.join(os.tmpdir(), "mandala-files-"));
}

describe.each(stores)("the %s file store", (_name, create) => {
  it("keeps a file under its key, refuses to overwrite it, and deletes it", async () => {
    const files = create();
    expect(await files.get(KEY)).toBeNull();
    await files.put(KEY, { bytes: PNG, contentType: "image/png" });
    const stored = await files.get(KEY);
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.from(stored?.bytes ?? []).equals(Buffer.from(PNG))).toBe(true);
    await expect(files.put(KEY, { bytes: new Uint8Array([1]), contentType: "image/png" })).rejects.toThrow();
    await files.remove(KEY);
    expect(await files.get(KEY)).toBeNull();
    await files.remove(KEY);
  });
});

describe("the S3 store's requests", () => {
  it("PUTs, GETs and DELETEs the object path-style, signed with SigV4, with its type and no overwrite", async () => {
    const [, create] = stores[2] as [string, () => FileStore];
    const files = create();
    expect(files.kind).toBe("s3");
    s3.requests.length = 0;
    await files.put(KEY, { bytes: PNG, contentType: "image/png" });
    await files.get(KEY);
    await files.remove(KEY);
    expect(s3.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /uploads/${KEY}`,
      `GET /uploads/${KEY}`,
      `DELETE /uploads/${KEY}`,
    ]);
    const [put] = s3.requests;
    expect(put?.headers["content-type"]).toBe("image/png");
    expect(put?.headers["if-none-match"]).toBe("*");
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=key-id\/\d{8}\/us-east-1\/s3\//);
  });
});
