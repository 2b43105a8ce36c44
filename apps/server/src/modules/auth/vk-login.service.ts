import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { type VkIdClient, VkIdError, type VkIdUser } from "../../integrations/vk-id.ts";
import {
  findUserByEmail,
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

/** Signs users in with VK ID: the access token is verified with VK, nothing the client says is trusted. */
export function createVkLoginService({ db, vkId }: { db: Db; vkId: VkIdClient }) {
  async function verifiedVkUser(accessToken: string): Promise<VkIdUser> {
    if (!vkId.configured) throw new DomainError("auth.vkMisconfigured");
    try {
      return await vkId.fetchUser(accessToken);
    } catch (error) {
      if (error instanceof VkIdError && error.kind === "invalid_token")
        throw new DomainError("auth.vkFailed");
      if (error instanceof VkIdError) throw new DomainError("auth.vkUnavailable");
      throw error;
    }
  }

  async function freeUsername(vkUser: VkIdUser): Promise<string> {
    const base = `vk_${vkUser.id}`;
    if (!(await usernameExists(db, base))) return base;
    return `${base}_${randomBytes(3).toString("hex")}`;
  }

  async function createUser(vkUser: VkIdUser, locale: Locale): Promise<UserRow> {
    return insertUser(db, {
      username: await freeUsername(vkUser),
      email: vkUser.email ?? placeholderEmail(vkUser.id),
      emailVerifiedAt: vkUser.email && vkUser.verified ? new Date() : null,
      passwordHash: null,
      firstName: vkUser.firstName,
      lastName: vkUser.lastName,
      vkUserId: vkUser.id,
      locale,
    });
  }

  /** Links by verified VK id; else by e-mail only when VK verified it; else creates the user. */
  async function findOrCreate(vkUser: VkIdUser, locale: Locale): Promise<UserRow> {
    const linked = await findUserByVkId(db, vkUser.id);
    if (linked) return linked;
    const byEmail = vkUser.email ? await findUserByEmail(db, vkUser.email) : undefined;
    if (!byEmail) return createUser(vkUser, locale);
    if (!vkUser.verified || byEmail.vkUserId) throw new DomainError("auth.vkEmailTaken");
    return (await updateUser(db, byEmail.id, { vkUserId: vkUser.id })) ?? byEmail;
  }

  return {
    /** The local user of a VK ID access token, linked or created (its e-mails in `locale`). */
    async signIn(accessToken: string, locale: Locale): Promise<UserRow> {
      const vkUser = await verifiedVkUser(accessToken);
      try {
        return await findOrCreate(vkUser, locale);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A concurrent first login of the same VK user created it a moment ago.
        const linked = await findUserByVkId(db, vkUser.id);
        if (linked) return linked;
        throw new DomainError("auth.vkEmailTaken");
      }
    },
  };
}

export type VkLoginService = ReturnType<typeof createVkLoginService>;
