/**
 * A VK account new here registers only with the consent to the processing of personal data. VK's code
 * is single-use and already spent when our server learns the account is new, so the refusal
 * (400 consent.required) carries a registration ticket: the VK user VK answered, signed with its own key (keys.ts)
 * and good for a short while. The callback page asks for the consent and sends the ticket back with it;
 * nothing in it can be forged by the browser (decision 036).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { DomainError } from "../../errors.ts";
import type { VkIdUser } from "../../integrations/vk-id.ts";
import type { PurposeKey } from "../../keys.ts";

/** Long enough to read the consent text and tick the box; a later answer starts again at VK. */
export const VK_REGISTRATION_TTL_MS = 15 * 60_000;

export function createVkRegistrationTickets(key: PurposeKey, now: () => number = Date.now) {
  const signWith = (secret: Buffer, payload: string) => createHmac("sha256", secret).update(payload).digest();

  return {
    /** `<payload>.<signature>`: the VK user and the ticket's expiry, base64url. */
    issue(user: VkIdUser): string {
      const payload = Buffer.from(JSON.stringify({ user, expires: now() + VK_REGISTRATION_TTL_MS })).toString(
        "base64url",
      );
      return `${payload}.${signWith(key.sign, payload).toString("base64url")}`;
    },

    /** The VK user of a ticket whose signature holds and which has not expired. */
    read(ticket: string): VkIdUser {
      const [payload = "", given = ""] = ticket.split(".");
      const signature = Buffer.from(given, "base64url");
      const signedByUs = key.accepted.some((secret) => {
        const expected = signWith(secret, payload);
        return signature.length === expected.length && timingSafeEqual(signature, expected);
      });
      if (!signedByUs) throw new DomainError("auth.vkRegistrationExpired");
      const { user, expires } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
        user: VkIdUser;
        expires: number;
      };
      if (expires <= now()) throw new DomainError("auth.vkRegistrationExpired");
      return user;
    },
  };
}

export type VkRegistrationTickets = ReturnType<typeof createVkRegistrationTickets>;
