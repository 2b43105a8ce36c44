import type { DbOrTx } from "../../db/client.ts";
import type { TierRights } from "./rights.ts";

/** What the builder needs from billing: the user's rights, and the drawings balance. */
export interface Entitlements {
  /** Spends one drawing atomically (inside the caller's transaction when given one); null when none is left. */
  spendDrawing(db: DbOrTx, userId: number): Promise<{ remaining: number } | null>;
  /** The rights and the drawings left, in one read (null without an active subscription). */
  allowanceForUser(db: DbOrTx, userId: number): Promise<{ rights: TierRights; remaining: number } | null>;
}
