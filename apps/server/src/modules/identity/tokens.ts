import { createHash, createHmac, randomBytes } from "node:crypto";
import { DAY_MS } from "@mandala/contract";
import { errors, jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
import type { PurposeKey } from "../../keys.ts";

/** How long an access token lives. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** How long a refresh token lives (each rotation starts a new one). */
export const REFRESH_TOKEN_TTL_MS = 30 * DAY_MS;

const ISSUER = "mandala";
const AUDIENCE = "mandala-api";

/** Who an access token speaks for. */
export interface AccessClaims {
  id: number;
  role: "user" | "admin";
  /** The sign-in (refresh-token family) it belongs to: revoking that sign-in revokes the token too. */
  sid?: string;
}

/**
 * Verified tokens kept with their claims: a client sends the same token with every request for its
 * quarter of an hour, and its signature cannot change, so only the first use pays for the HMAC check
 * (WebCrypto, about a tenth of the main thread's time per drawing under load, docs/decisions/019).
 */
const VERIFIED_TOKENS = 1000;

interface VerifiedToken {
  claims: AccessClaims;
  /** The token's `exp`, in seconds since the epoch. */
  expiresAt: number;
}

/** Signs and verifies access tokens: JWT HS256 with `sub` = user id and `exp` ≈ 15 minutes. */
export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  verify(token: string): Promise<AccessClaims | null>;
}

/**
 * Access tokens signed with `key.sign` and accepted under any of `key.accepted` (a rotation keeps the
 * previous secret's tokens valid until they expire). With `isSessionLive`, a token whose sign-in was
 * revoked (signed out, a replayed refresh token) is refused before it expires.
 */
export function createAccessTokens(
  key: PurposeKey,
  isSessionLive: (sid: string) => Promise<boolean> = async () => true,
): AccessTokens {
  const verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });

  /** The claims of a token whose signature (under an accepted key), issuer, audience and expiry hold. */
  async function check(token: string): Promise<VerifiedToken | null> {
    for (const accepted of key.accepted) {
      const valid = await checkWith(token, accepted);
      if (valid) return valid;
    }
    return null;
  }

  /** The claims of a token valid under `accepted` (remembered), else null. */
  async function checkWith(token: string, accepted: Buffer): Promise<VerifiedToken | null> {
    try {
      const { payload } = await jwtVerify(token, accepted, {
        algorithms: ["HS256"],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ["exp", "sub"],
      });
      const id = Number(payload.sub);
      const role = payload.role === "admin" ? "admin" : "user";
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const claims: AccessClaims =
        typeof payload.sid === "string" ? { id, role, sid: payload.sid } : { id, role };
      const valid = { claims, expiresAt: payload.exp as number };
      verified.set(token, valid);
      return valid;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  return {
    sign: ({ id, role, sid }) =>
      new SignJWT(sid ? { role, sid } : { role })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(id))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key.sign),
    async verify(token) {
      const known = verified.get(token);
      const valid = known && known.expiresAt > Math.floor(Date.now() / 1000) ? known : await check(token);
      if (!valid) return null;
      // A copy: the remembered claims stay as verified whatever a request does with its own.
      const claims = { ...valid.claims };
      if (claims.sid === undefined) return claims;
      return (await isSessionLive(claims.sid)) ? claims : null;
    },
  };
}

/** A new opaque refresh token: 32 random bytes, base64url. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The token that follows `token` when it is rotated: derived with the server's refresh key, so that two
 * requests rotating the same token at once (two tabs) both get the same successor, while a thief
 * holding only the token cannot compute it.
 */
export function successorRefreshToken(key: Buffer, token: string): string {
  return createHmac("sha256", key).update(`refresh:${token}`).digest("base64url");
}

/** What the database keeps of a refresh token: its SHA-256, hex. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
