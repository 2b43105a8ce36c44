import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { isFamilyLive } from "./auth.repository.ts";

/** How long one answer about a sign-in is reused: the longest a revocation takes to reach other instances. */
export const SESSION_LIVENESS_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/**
 * Whether a sign-in (a refresh-token family) is still live, asked of the database at most once per
 * `ttlMs` for each sign-in (the least recently asked of `MAX_ENTRIES` answers make room for a new one).
 * `forget` drops an answer at once (this instance revoked it).
 */
export function createSessionLiveness(db: Db, ttlMs = SESSION_LIVENESS_TTL_MS) {
  const answers = new LRUCache<string, boolean>({ max: MAX_ENTRIES, ttl: ttlMs });
  return {
    async isLive(sid: string): Promise<boolean> {
      const known = answers.get(sid);
      if (known !== undefined) return known;
      const live = await isFamilyLive(db, sid);
      answers.set(sid, live);
      return live;
    },
    forget(sid: string): void {
      answers.delete(sid);
    },
  };
}

export type SessionLiveness = ReturnType<typeof createSessionLiveness>;
