/**
 * A server process whose account export never finishes: on DATA_DIR it starts the app with a renderer
 * that never answers, makes an account with a saved mandala, asks for its data export and, once the
 * export job is running, prints `export running {"username","password"}` and waits to be killed
 * (kill -9, by `export-lease.test.ts`).
 */
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { insertMandala } from "../src/modules/mandalas/mandalas.repository.ts";
import { STAR_SETTINGS } from "../src/modules/mandalas/mandalas.test-support.ts";
import type { Renderer } from "../src/render/renderer.ts";
import { createUser } from "./factories.ts";

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error("DATA_DIR must be set");
const database = await openDatabase({ dataDir });
await database.migrate();
const never = () => new Promise<Buffer>(() => {});
const renderer: Renderer = { render: never, pdf: never, close: async () => {} };
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  JWT_SECRET: "test-secret-test-secret-test-secret-42",
  WEB_DIST: `${dataDir}/no-web-build`,
  PUBLIC_URL: "http://mandala.test",
});
const app = await buildApp({ config, database, renderer });

const user = await createUser(database.db);
await insertMandala(database.db, { userId: user.id, phrase: "Дом у моря", ...STAR_SETTINGS });
const signedIn = await app.inject({
  method: "POST",
  url: "/api/auth/token/",
  payload: { username: user.username, password: user.password },
});
const asked = await app.inject({
  method: "POST",
  url: "/api/auth/account/export/",
  headers: { authorization: `Bearer ${signedIn.json().access}` },
});
if (asked.statusCode !== 202) throw new Error(`the export was refused: ${asked.body}`);
for (;;) {
  const counts = await app.jobs.counts();
  if (counts.some((row) => row.name === "account-export" && row.state === "active")) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(`export running ${JSON.stringify({ username: user.username, password: user.password })}`);
await new Promise(() => {});
