import { createHash, randomBytes } from "node:crypto";
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
}

/** Signs and verifies access tokens: JWT HS256 with `sub` = user id and `exp` ≈ 15 minutes. */
export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or null for an expired, forged or malformed one. */
  verify(token: string): Promise<AccessClaims | null>;
}

/** Access tokens signed with `secret`. */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ id, role }) =>
      new SignJWT({ role })
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
        return Number.isSafeInteger(id) && id > 0 ? { id, role } : null;
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

/** What the database keeps of a refresh token: its SHA-256, hex. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
