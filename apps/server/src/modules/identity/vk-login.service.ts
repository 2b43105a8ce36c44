import { randomBytes } from "node:crypto";
import { canonicalEmail, type TVkAuthorizationCode } from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import {
  type VkAuthorizationCode,
  type VkIdClient,
  VkIdError,
  type VkIdUser,
} from "../../integrations/vk-id.ts";
import { recordConsent } from "../consent/index.ts";
import { verificationMail } from "./account-mail.ts";
import { requireUserRow } from "./auth.plugin.ts";
import {
  findUserByEmail,
  findUserByVkId,
  insertUser,
  isUniqueViolation,
  type UserRow,
  updateUser,
  usernameExists,
} from "./auth.repository.ts";
import { hashRefreshToken as hashToken, newRefreshToken as newToken } from "./tokens.ts";
import type { VkRegistrationTickets } from "./vk-registration.ts";

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

/** The code of a request, as the VK ID client takes it. */
export function vkCode(body: TVkAuthorizationCode): VkAuthorizationCode {
  return { code: body.code, deviceId: body.device_id, state: body.state, codeVerifier: body.code_verifier };
}

/** A sign-in with VK ID: a code VK gave the browser, or the ticket of a registration waiting for consent. */
export type VkSignIn = { authorization: VkAuthorizationCode } | { registration: string };

/**
 * Signs users in with VK ID, and links or unlinks a signed-in user's VK account: our server exchanges
 * the code with VK and reads the user from VK's answer; nothing the browser says of the user is trusted.
 */
export function createVkLoginService({
  db,
  vkId,
  registrations,
  mailer,
  publicUrl,
}: {
  db: Db;
  vkId: VkIdClient;
  registrations: VkRegistrationTickets;
  /** Sends the new account's address our own verification link. */
  mailer: Mailer;
  publicUrl: string;
}) {
  /** The VK user of `authorization`; a code VK refuses is `refused` (a sign-in's 401, a link's 400). */
  async function exchangedVkUser(
    authorization: VkAuthorizationCode,
    refused: "auth.vkFailed" | "auth.vkLinkFailed" = "auth.vkFailed",
  ): Promise<VkIdUser> {
    if (!vkId.configured) throw new DomainError("auth.vkMisconfigured");
    try {
      return await vkId.exchangeCode(authorization);
    } catch (error) {
      if (error instanceof VkIdError && error.kind === "refused") throw new DomainError(refused);
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
    if (!consented)
      throw new DomainError("consent.required", {}, { vk_registration: registrations.issue(vkUser) });
    const username = await freeUsername(vkUser);
    const email = vkUser.email && canonicalEmail(vkUser.email);
    // VK does not vouch for the e-mail (see VkIdUser.email): our own link confirms it, as at registration.
    const verificationToken = email ? newToken() : null;
    return db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        username,
        email: email ?? placeholderEmail(vkUser.id),
        emailVerifiedAt: null,
        emailVerificationTokenHash: verificationToken && hashToken(verificationToken),
        passwordHash: null,
        firstName: vkUser.firstName,
        lastName: vkUser.lastName,
        vkUserId: vkUser.id,
        locale,
      });
      await recordConsent(tx, { purpose: "registration", userId: user.id, email: mailableEmail(user.email) });
      if (verificationToken) {
        const link = `${publicUrl}/api/auth/verify-email/${verificationToken}`;
        await mailer.send(verificationMail(user.email, locale, link), { tx });
      }
      return user;
    });
  }

  /**
   * Signs in the account linked to the VK id; else creates one, which is a registration: only with the
   * consent to the processing of personal data. An account already holding VK's e-mail is never taken
   * over: its owner proves it is theirs by signing in with the password and linking VK ID in the profile.
   */
  async function findOrCreate(vkUser: VkIdUser, locale: Locale, consented: boolean): Promise<UserRow> {
    const linked = await findUserByVkId(db, vkUser.id);
    if (linked) return linked;
    if (vkUser.email && (await findUserByEmail(db, vkUser.email))) throw new DomainError("auth.vkEmailTaken");
    return createUser(vkUser, locale, consented);
  }

  return {
    /**
     * The local user of a VK sign-in, linked or created (its e-mails in `locale`); creating one needs
     * `consented` (else DomainError consent.required with a registration ticket, and nothing is created).
     */
    async signIn(request: VkSignIn, locale: Locale, consented = false): Promise<UserRow> {
      const vkUser =
        "registration" in request
          ? registrations.read(request.registration)
          : await exchangedVkUser(request.authorization);
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
     * Links the VK account of `authorization` to the signed-in user `userId`: having signed in, the
     * person has proved the account is theirs. Linking the VK account it already has is a no-op; a VK
     * account of another user, or a second VK account, is refused.
     */
    async link(userId: number, authorization: VkAuthorizationCode): Promise<void> {
      const vkUser = await exchangedVkUser(authorization, "auth.vkLinkFailed");
      const user = await requireUserRow(db, userId);
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
      const user = await requireUserRow(db, userId);
      if (!user.vkUserId) return;
      const wayIn = user.passwordHash && user.emailVerifiedAt && mailableEmail(user.email);
      if (!wayIn) throw new DomainError("auth.vkUnlinkNeedsWayIn");
      await updateUser(db, userId, { vkUserId: null });
    },
  };
}

export type VkLoginService = ReturnType<typeof createVkLoginService>;
