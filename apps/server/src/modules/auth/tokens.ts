import { createHash, createHmac, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

/** How long an access token lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How long a refresh token lives (each rotation starts a new one). */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const ISSUER = "mandala";
const AUDIENCE = "mandala-api";

/** Who an access token speaks for. */
export interface AccessClaims {
  id: number;
  role: "user" | "admin";
  /** The sign-in (refresh-token family) it belongs to: revoking that sign-in revokes the token too. */
  sid?: string;
}

/** Signs and verifies access tokens: JWT HS256 with `sub` = user id and `exp` ≈ 15 minutes. */
export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * Access tokens signed with `secret`. With `isSessionLive`, a token whose sign-in was revoked (signed
 * out, a replayed refresh token) is refused before it expires.
 */
export function createAccessTokens(
  secret: string,
  isSessionLive: (sid: string) => Promise<boolean> = async () => true,
): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ id, role, sid }) =>
      new SignJWT(sid ? { role, sid } : { role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ["HS256"],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ["exp", "sub"],
        });
        const id = Number(payload.sub);
        const role = payload.role === "admin" ? "admin" : "user";
        if (!Number.isSafeInteger(id) || id <= 0) return null;
        if (typeof payload.sid !== "string") return { id, role };
        return (await isSessionLive(payload.sid)) ? { id, role, sid: payload.sid } : null;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/** A new opaque refresh token: 32 random bytes, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The token that follows `token` when it is rotated: derived with the server's secret, so that two
 * requests rotating the same token at once (two tabs) both get the same successor, while a thief
 * holding only the token cannot compute it.
 */
export function successorRefreshToken(secret: string, token: string): string {
  return createHmac("sha256", secret).update(`refresh:${token}`).digest("base64url");
}

/** What the database keeps of a refresh token: its SHA-256, hex. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
