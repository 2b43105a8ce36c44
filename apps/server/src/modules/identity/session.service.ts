import { randomBytes, randomUUID } from "node:crypto";
import type { TSession } from "@mandala/contract";
import type { FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { PurposeKey } from "../../keys.ts";
import { liveRefreshTokens, revokeUserFamilies } from "./account.repository.ts";
import {
  findRefreshToken,
  findUserById,
  findUserByLogin,
  insertRefreshToken,
  markRotated,
  revokeFamily,
  type UserRow,
} from "./auth.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  type AccessTokens,
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
  successorRefreshToken,
} from "./tokens.ts";

/** A sign-in's tokens: the access token for the reply's body, the refresh token for its cookie. */
export interface TokenPair {
  access: string;
  refresh: string;
}

/** How long after a rotation the same refresh token still answers (with the same successor). */
export const REFRESH_GRACE_MS = 30_000;

/** What the devices list shows of a sign-in: the browser's description of itself and its address. */
export interface Device {
  userAgent: string;
  ip: string;
}

const USER_AGENT_MAX = 512;

/** The device a request comes from. */
export function deviceOf(request: FastifyRequest): Device {
  return { userAgent: (request.headers["user-agent"] ?? "").slice(0, USER_AGENT_MAX), ip: request.ip };
}

/** Hash verified when the user is unknown, so that a wrong user costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

/** Sign-in with a password, token issue, rotation and revocation. */
export function createSessionService({
  db,
  accessTokens,
  refreshKey,
  onRevoked = () => {},
}: {
  db: Db;
  accessTokens: AccessTokens;
  /** The key from which rotated refresh tokens are derived (keys.ts). */
  refreshKey: PurposeKey;
  /** Told of every sign-in revoked here, so that its access tokens stop at once on this instance. */
  onRevoked?: (familyId: string) => void;
}) {
  void getDummyHash();
  /** Starts a session chain (a family) on `device`: a new access and refresh token. */
  async function issue(user: Pick<UserRow, "id" | "role">, device: Device): Promise<TokenPair> {
    const refresh = newRefreshToken();
    const familyId = randomUUID();
    const now = new Date();
    await insertRefreshToken(db, {
      userId: user.id,
      tokenHash: hashRefreshToken(refresh),
      familyId,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      ...device,
      lastUsedAt: now,
    });
    return { access: await accessTokens.sign({ id: user.id, role: user.role, sid: familyId }), refresh };
  }

  const sessionExpired = () => new DomainError("auth.sessionExpired");

  /** The first of `tokens` that is stored, with its row. */
  async function firstStored(tokens: string[]) {
    for (const token of tokens) {
      const row = await findRefreshToken(db, hashRefreshToken(token));
      if (row) return { token, row };
    }
    return undefined;
  }

  return {
    issue,

    /** The account a login (username or e-mail) names, if any. */
    findAccount: (login: string) => findUserByLogin(db, login),

    /** `user` if `password` is theirs, else null; verifies one hash even for an unknown user. */
    async checkPassword(user: UserRow | undefined, password: string): Promise<UserRow | null> {
      const hash = user?.passwordHash ?? (await getDummyHash());
      const matches = await verifyPassword(hash, password);
      return user?.passwordHash && matches ? user : null;
    },

    /**
     * Exchanges a refresh token for a new pair. The same token again within REFRESH_GRACE_MS of its
     * rotation (two tabs refreshing at once) answers the same successor; later it is a replay: the
     * whole family is revoked and the call fails, so a stolen token dies with its thief.
     */
    async rotate(token: string, device: Device): Promise<TokenPair> {
      const tokenHash = hashRefreshToken(token);
      const row = await findRefreshToken(db, tokenHash);
      const now = new Date();
      if (!row || row.revokedAt || row.expiresAt <= now) throw sessionExpired();
      const user = await findUserById(db, row.userId);
      if (!user) throw sessionExpired();
      const successor = successorRefreshToken(refreshKey.sign, token);
      const rotated = await db.transaction(async (tx) => {
        if (!(await markRotated(tx, row.id, now))) return false;
        await insertRefreshToken(tx, {
          userId: user.id,
          tokenHash: hashRefreshToken(successor),
          familyId: row.familyId,
          expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
          ...device,
          lastUsedAt: now,
        });
        return true;
      });
      let refresh = successor;
      if (!rotated) {
        const again = await findRefreshToken(db, tokenHash);
        // Rotated just before the secret was: its successor came from the previous key.
        const next = await firstStored(refreshKey.accepted.map((key) => successorRefreshToken(key, token)));
        const withinGrace = again?.rotatedAt && now.getTime() - again.rotatedAt.getTime() <= REFRESH_GRACE_MS;
        if (!withinGrace || again?.revokedAt || !next || next.row.revokedAt) {
          await revokeFamily(db, row.familyId, now);
          onRevoked(row.familyId);
          throw sessionExpired();
        }
        refresh = next.token;
      }
      return {
        access: await accessTokens.sign({ id: user.id, role: user.role, sid: row.familyId }),
        refresh,
      };
    },

    /** Revokes the session chain of `token`; unknown tokens are ignored. */
    async logout(token: string): Promise<void> {
      const row = await findRefreshToken(db, hashRefreshToken(token));
      if (!row) return;
      await revokeFamily(db, row.familyId, new Date());
      onRevoked(row.familyId);
    },

    /** The user's live sign-ins: the caller's own first (`current`), then the most recently used. */
    async list(userId: number, currentSid: string | undefined): Promise<TSession[]> {
      const sessions = new Map<string, TSession>();
      for (const row of await liveRefreshTokens(db, userId, new Date())) {
        const known = sessions.get(row.familyId);
        if (known) {
          // Rows come newest first: the family's first sign-in is its oldest row.
          if (row.createdAt.toISOString() < known.signed_in_at)
            known.signed_in_at = row.createdAt.toISOString();
          continue;
        }
        sessions.set(row.familyId, {
          id: row.familyId,
          user_agent: row.userAgent,
          ip: row.ip,
          last_seen: row.lastUsedAt.toISOString(),
          signed_in_at: row.createdAt.toISOString(),
          current: row.familyId === currentSid,
        });
      }
      const all = [...sessions.values()];
      return [...all.filter((session) => session.current), ...all.filter((session) => !session.current)];
    },

    /**
     * Ends sign-ins of `userId` at once (their refresh tokens, and their access tokens through the
     * liveness check): the one sign-in `familyId`, or every one but `keep` (all when `keep` is undefined).
     * Inside `tx` when given; returns how many ended.
     */
    async revoke(
      userId: number,
      which: { familyId: string } | { keep: string | undefined },
      tx: DbOrTx = db,
    ): Promise<number> {
      const scope = "familyId" in which ? { familyIds: [which.familyId] } : which;
      const ended = await revokeUserFamilies(tx, userId, new Date(), scope);
      for (const familyId of ended) onRevoked(familyId);
      return ended.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
