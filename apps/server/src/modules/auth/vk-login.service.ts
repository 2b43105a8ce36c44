import { randomBytes } from "node:crypto";
import { canonicalEmail } from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { type VkIdClient, VkIdError, type VkIdUser } from "../../integrations/vk-id.ts";
import { recordConsent } from "../consent/index.ts";
import {
  findUserByEmail,
  findUserById,
  findUserByVkId,
  insertUser,
  isUniqueViolation,
  type UserRow,
  updateUser,
  usernameExists,
} from "./auth.repository.ts";

/**
 * The e-mail of a VK user who shared none: the column is required and unique, and `.invalid` is a
 * reserved domain that can never receive mail or collide with a real address.
 */
export function placeholderEmail(vkUserId: string): string {
  return `vk${vkUserId}@${PLACEHOLDER_DOMAIN}`;
}

const PLACEHOLDER_DOMAIN = "vk.invalid";

/** The address e-mails can be sent to, or null for a VK account that shared none. */
export function mailableEmail(email: string): string | null {
  return email.toLowerCase().endsWith(`@${PLACEHOLDER_DOMAIN}`) ? null : email;
}

/**
 * Signs users in with VK ID, and links or unlinks a signed-in user's VK account: the access token is
 * verified with VK, nothing the client says is trusted.
 */
export function createVkLoginService({ db, vkId }: { db: Db; vkId: VkIdClient }) {
  /** The VK user of `accessToken`; a token VK refuses is `refused` (a sign-in's 401, a link's 400). */
  async function verifiedVkUser(
    accessToken: string,
    refused: "auth.vkFailed" | "auth.vkLinkFailed" = "auth.vkFailed",
  ): Promise<VkIdUser> {
    if (!vkId.configured) throw new DomainError("auth.vkMisconfigured");
    try {
      return await vkId.fetchUser(accessToken);
    } catch (error) {
      if (error instanceof VkIdError && error.kind === "invalid_token") throw new DomainError(refused);
      if (error instanceof VkIdError) throw new DomainError("auth.vkUnavailable");
      throw error;
    }
  }

  async function freeUsername(vkUser: VkIdUser): Promise<string> {
    const base = `vk_${vkUser.id}`;
    if (!(await usernameExists(db, base))) return base;
    return `${base}_${randomBytes(3).toString("hex")}`;
  }

  /** A new account for `vkUser`, with the consent its registration was given (recorded in the same transaction). */
  async function createUser(vkUser: VkIdUser, locale: Locale, consented: boolean): Promise<UserRow> {
    if (!consented) throw new DomainError("consent.required");
    const username = await freeUsername(vkUser);
    return db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username,
        email: (vkUser.email && canonicalEmail(vkUser.email)) ?? placeholderEmail(vkUser.id),
        emailVerifiedAt: vkUser.email && vkUser.verified ? new Date() : null,
        passwordHash: null,
        firstName: vkUser.firstName,
        lastName: vkUser.lastName,
        vkUserId: vkUser.id,
        locale,
      });
      await recordConsent(tx, { purpose: "registration", userId: user.id, email: mailableEmail(user.email) });
      return user;
    });
  }

  /**
   * Links by verified VK id; else by e-mail only when VK verified it; else creates the user, which is a
   * registration: only with the consent to the processing of personal data.
   */
  async function findOrCreate(vkUser: VkIdUser, locale: Locale, consented: boolean): Promise<UserRow> {
    const linked = await findUserByVkId(db, vkUser.id);
    if (linked) return linked;
    const byEmail = vkUser.email ? await findUserByEmail(db, vkUser.email) : undefined;
    if (!byEmail) return createUser(vkUser, locale, consented);
    if (!vkUser.verified || byEmail.vkUserId) throw new DomainError("auth.vkEmailTaken");
    return (await updateUser(db, byEmail.id, { vkUserId: vkUser.id })) ?? byEmail;
  }

  return {
    /**
     * The local user of a VK ID access token, linked or created (its e-mails in `locale`); creating one
     * needs `consented` (else DomainError consent.required, and nothing is created).
     */
    async signIn(accessToken: string, locale: Locale, consented = false): Promise<UserRow> {
      const vkUser = await verifiedVkUser(accessToken);
      try {
        return await findOrCreate(vkUser, locale, consented);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent first login of the same VK user created it a moment ago.
        const linked = await findUserByVkId(db, vkUser.id);
        if (linked) return linked;
        throw new DomainError("auth.vkEmailTaken");
      }
    },

    /**
     * Links the VK account of `accessToken` to the signed-in user `userId`. Linking the VK account it
     * already has is a no-op; a VK account of another user, or a second VK account, is refused.
     */
    async link(userId: number, accessToken: string): Promise<void> {
      const vkUser = await verifiedVkUser(accessToken, "auth.vkLinkFailed");
      const user = await findUserById(db, userId);
      if (!user) throw new DomainError("auth.notAuthenticated");
      if (user.vkUserId === vkUser.id) return;
      if (user.vkUserId) throw new DomainError("auth.vkOtherLinked");
      const holder = await findUserByVkId(db, vkUser.id);
      if (holder) throw new DomainError("auth.vkLinkedElsewhere");
      try {
        await updateUser(db, userId, { vkUserId: vkUser.id });
      } catch (error) {
        // Another account linked (or signed up with) this VK account a moment ago.
        if (isUniqueViolation(error)) throw new DomainError("auth.vkLinkedElsewhere");
        throw error;
      }
    },

    /**
     * Unlinks VK ID from `userId`, only while the account keeps another way in: a password and a
     * verified e-mail to reset it through. Unlinking an account with no VK ID linked is a no-op.
     */
    async unlink(userId: number): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new DomainError("auth.notAuthenticated");
      if (!user.vkUserId) return;
      const wayIn = user.passwordHash && user.emailVerifiedAt && mailableEmail(user.email);
      if (!wayIn) throw new DomainError("auth.vkUnlinkNeedsWayIn");
      await updateUser(db, userId, { vkUserId: null });
    },
  };
}

export type VkLoginService = ReturnType<typeof createVkLoginService>;
