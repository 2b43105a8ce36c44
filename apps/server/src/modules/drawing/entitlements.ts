import type { DbOrTx } from "../../db/client.ts";
import type { TierRights } from "./drawing.service.ts";

/** What the builder needs from billing: the user's rights, and the drawings balance. */
export interface Entitlements {
  /** The rights of the user's active subscription, or null without one. */
  rightsForUser(db: DbOrTx, userId: number): Promise<TierRights | null>;
  /** Spends one drawing atomically (inside the caller's transaction when given one); null when none is left. */
  spendDrawing(db: DbOrTx, userId: number): Promise<{ remaining: number } | null>;
  /** Drawings left in the current period. */
  remainingDrawings(db: DbOrTx, userId: number): Promise<number>;
}
