/**
 * The server's keys, one per purpose, derived from its one secret (JWT_SECRET) with HKDF-SHA256 and a
 * distinct `info` each (RFC 5869): a key of one purpose opens nothing of another (a device cookie is no
 * export link), and the secret itself signs nothing. During a rotation the keys derived from
 * JWT_SECRET_PREVIOUS are accepted when verifying, never used to sign (docs/operations.md, "Secrets and
 * their rotation").
 */
import { hkdfSync } from "node:crypto";

/** What the server signs, each with its own key; the value is the HKDF `info`. */
const PURPOSES = {
  /** Access tokens (JWT HS256). */
  accessTokens: "mandala access tokens v1",
  /** The successor of a rotated refresh token (tokens.ts). */
  refreshTokens: "mandala refresh tokens v1",
  /** The known-device cookies (known-device.ts). */
  knownDevices: "mandala known devices v1",
  /** The account export's download links. */
  accountExports: "mandala account exports v1",
  /** The VK registration tickets that wait for the consent (vk-registration.ts). */
  vkRegistrations: "mandala vk registrations v1",
  /** The bought sets' file links (only their hash is stored, so nothing verifies them with a key). */
  setLinks: "mandala set links v1",
  /** The gifts' codes, derived from their payments (only their hash is stored). */
  giftCodes: "mandala gift codes v1",
} as const;

export type KeyPurpose = keyof typeof PURPOSES;

/** One purpose's keys: `sign` signs; `accepted` (`sign` first, then the previous secret's) verify. */
export interface PurposeKey {
  sign: Buffer;
  accepted: readonly Buffer[];
}

export type ServerKeys = Record<KeyPurpose, PurposeKey>;

/** A fixed salt: the secret has its own entropy, the salt only separates this application's keys. */
const SALT = "mandala";
const KEY_BYTES = 32;

const derive = (secret: string, purpose: KeyPurpose) =>
  Buffer.from(hkdfSync("sha256", secret, SALT, PURPOSES[purpose], KEY_BYTES));

/** Every purpose's keys from `secret`, accepting those of `previous` too when given. */
export function deriveKeys(secret: string, previous?: string): ServerKeys {
  const keys = {} as ServerKeys;
  for (const purpose of Object.keys(PURPOSES) as KeyPurpose[]) {
    const sign = derive(secret, purpose);
    keys[purpose] = { sign, accepted: previous ? [sign, derive(previous, purpose)] : [sign] };
  }
  return keys;
}
