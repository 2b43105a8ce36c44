import type { Db } from "../../db/client.ts";
import { isFamilyLive } from "./auth.repository.ts";

/** How long one answer about a sign-in is reused: the longest a revocation takes to reach other instances. */
export const SESSION_LIVENESS_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether a sign-in (a refresh-token family) is still live, asked of the database at most once per
 * `ttlMs` for each sign-in. `forget` drops an answer at once (this instance revoked it).
 */
export function createSessionLiveness(db: Db, ttlMs = SESSION_LIVENESS_TTL_MS) {
  const answers = new Map<string, { live: boolean; until: number }>();
  return {
    async isLive(sid: string): Promise<boolean> {
      const now = Date.now();
      const known = answers.get(sid);
      if (known && known.until > now) return known.live;
      const live = await isFamilyLive(db, sid);
      answers.delete(sid);
      if (answers.size >= MAX_ENTRIES) answers.delete(answers.keys().next().value as string);
      answers.set(sid, { live, until: now + ttlMs });
      return live;
    },
    forget(sid: string): void {
      answers.delete(sid);
    },
  };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
