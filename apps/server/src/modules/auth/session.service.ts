import { randomBytes, randomUUID } from "node:crypto";
import type { TTokenPair } from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
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
import { type AccessTokens, hashRefreshToken, newRefreshToken, REFRESH_TOKEN_TTL_MS } from "./tokens.ts";

/** Hash verified when the user is unknown, so that a wrong user costs as long as a wrong password. */
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString("hex"));
  return dummyHash;
}

/** Sign-in with a password, token issue, rotation and revocation. */
export function createSessionService({ db, accessTokens }: { db: Db; accessTokens: AccessTokens }) {
  void getDummyHash();
  /** Starts a session chain (a family) or continues `familyId`: a new access and refresh token. */
  async function issue(
    user: Pick<UserRow, "id" | "role">,
    familyId: string = randomUUID(),
  ): Promise<TTokenPair> {
    const refresh = newRefreshToken();
    await insertRefreshToken(db, {
      userId: user.id,
      tokenHash: hashRefreshToken(refresh),
      familyId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return { access: await accessTokens.sign({ id: user.id, role: user.role }), refresh };
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
     * Exchanges a refresh token for a new pair. A token that was already rotated is a replay:
     * the whole family is revoked and the call fails, so a stolen token dies with its thief.
     */
    async rotate(token: string): Promise<TTokenPair> {
      const row = await findRefreshToken(db, hashRefreshToken(token));
      const now = new Date();
      if (!row || row.revokedAt) throw new AppError(401, "auth.sessionExpired");
      if (row.rotatedAt || !(await markRotated(db, row.id, now))) {
        await revokeFamily(db, row.familyId, now);
        throw new AppError(401, "auth.sessionExpired");
      }
      const user = await findUserById(db, row.userId);
      if (row.expiresAt <= now || !user) throw new AppError(401, "auth.sessionExpired");
      return issue(user, row.familyId);
    },

    /** Revokes the session chain of `token`; unknown tokens are ignored. */
    async logout(token: string): Promise<void> {
      const row = await findRefreshToken(db, hashRefreshToken(token));
      if (row) await revokeFamily(db, row.familyId, new Date());
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
