/**
 * The catalogue module: the learning sets (topics, sets, their purchase with an e-mail), the free sets
 * of the home page, the sets' PDFs and the links that open them, a set's mandalas for colouring, and
 * who may colour a mandala that is not saved. Billing sells the sets (`sales`); register it after the
 * identity module (it uses `app.optionalUser`).
 */
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { SetSales } from "../billing/index.ts";
import { listTopicsWithSets } from "./catalogue.repository.ts";
import { colourRightsRoutes } from "./colour-rights.routes.ts";
import { createColourRights } from "./colour-rights.ts";
import { fileRoutes } from "./files.routes.ts";
import { learningSetRoutes } from "./learning-sets.routes.ts";
import { createLearningSetsService } from "./learning-sets.service.ts";
import { createSetFiles } from "./set-files.ts";
import { setMandalaRoutes } from "./set-mandalas.routes.ts";
import { createSetMandalasService } from "./set-mandalas.service.ts";

export interface CatalogueOptions {
  db: Db;
  config: Pick<Config, "NODE_ENV" | "dataDir" | "operator">;
  /** Billing's payments: a set's purchase and its links again. */
  sales: SetSales;
  /** Purchases one address may start per minute (default 30). */
  purchasesPerMinute?: number;
}

export async function cataloguePlugin(app: FastifyInstance, options: CatalogueOptions) {
  const { db, config, sales } = options;
  const learningSets = createLearningSetsService({ db, sales });
  const files = createSetFiles({ dataDir: config.dataDir, log: app.log });
  await app.register(learningSetRoutes, {
    learningSets,
    purchasesPerMinute: options.purchasesPerMinute ?? 30,
  });
  await app.register(setMandalaRoutes, { setMandalas: createSetMandalasService({ db, learningSets }) });
  await app.register(colourRightsRoutes, { colourRights: createColourRights({ db, learningSets }) });
  await app.register(fileRoutes, { learningSets, files, supportEmail: config.operator.supportEmail });
  const allSets = async () => (await listTopicsWithSets(db)).flatMap(({ set }) => (set ? [set] : []));
  // Not awaited: the sets' PDFs are built in a worker while the server answers.
  if (config.NODE_ENV !== "test") app.addHook("onReady", async () => void files.warmUp(allSets));
}
