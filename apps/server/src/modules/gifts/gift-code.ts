/**
 * A gift's code: 80 bits derived from its payment's id (itself random) with the server's gift-code key,
 * written in 16 characters of an alphabet without look-alikes. Derived, so the code can be put in an
 * e-mail or on a card again at any time while only its hash is stored (like the set links).
 */
import { createHash, createHmac } from "node:crypto";
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from "@mandala/contract";

/** The code of the gift paid by payment `paymentId`. */
export function giftCode(key: Buffer, paymentId: string): string {
  const bytes = createHmac("sha256", key).update(`gift-code:${paymentId}`).digest();
  // 16 characters of 5 bits each: the first 80 bits of the HMAC.
  let bits = 0n;
  for (const byte of bytes.subarray(0, 10)) bits = (bits << 8n) | BigInt(byte);
  let code = "";
  for (let index = GIFT_CODE_LENGTH - 1; index >= 0; index--) {
    code += GIFT_CODE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return code;
}

/** A code's stored form. */
export const giftCodeHash = (code: string) => createHash("sha256").update(`gift:${code}`).digest("hex");

/**
 * The code of a recorded gift, made again: with the current key or, after a rotation of the server's
 * secret, the previous one (`keys`, current first) — the one whose hash was stored. Null when neither
 * made it (the secret was rotated twice since).
 */
export function recordedGiftCode(
  keys: readonly Buffer[],
  gift: { paymentId: string; codeHash: string },
): string | null {
  for (const key of keys) {
    const code = giftCode(key, gift.paymentId);
    if (giftCodeHash(code) === gift.codeHash) return code;
  }
  return null;
}
