/** For the auth module: sets bought with an e-mail before its account existed. */
import type { DbOrTx } from "../../db/client.ts";
import { linkPurchasesToUser } from "./billing.repository.ts";

/** Gives a new user every set bought with their e-mail that belongs to nobody yet. */
export function linkPurchasesByEmail(db: DbOrTx, userId: number, email: string): Promise<number> {
  return linkPurchasesToUser(db, userId, email);
}
