/**
 * Changing a signed-in account: its password (or a first one for a VK ID account) and its e-mail
 * address. A new address counts only once the link sent to it is opened; the address in force is
 * told, with a link that undoes the change (and, when it was already confirmed, takes the address back).
 */

import type { TAccountSecurity, TEmailLinkReply, TPasswordChangeRequest } from "@mandala/contract";
import { DAY_MS } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import {
  closeEmailChange,
  deleteOpenEmailChanges,
  type EmailChangeRow,
  findEmailChangeByLink,
  findOpenEmailChange,
  insertEmailChange,
} from "./account.repository.ts";
import { emailChangeConfirmMail, emailChangeNoticeMail, passwordChangedMail } from "./account-mail.ts";
import {
  findUserByEmail,
  findUserById,
  isUniqueViolation,
  type UserRow,
  updateUser,
} from "./auth.repository.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import type { AccountOpening } from "./registration.service.ts";
import type { SessionService } from "./session.service.ts";
import { hashRefreshToken as hashToken, newRefreshToken as newToken } from "./tokens.ts";
import { mailableEmail } from "./vk-login.service.ts";

/** How long the link to the new address works. */
export const EMAIL_CONFIRM_TTL_MS = DAY_MS;
/** How long the old address may undo the change. */
export const EMAIL_UNDO_TTL_MS = 7 * DAY_MS;

export interface AccountServiceDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  /** The sets bought with a newly confirmed address join the account. */
  opening: Pick<AccountOpening, "claimPurchases">;
  publicUrl: string;
}

export function createAccountService({ db, sessions, mailer, opening, publicUrl }: AccountServiceDeps) {
  async function userOr401(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new DomainError("auth.notAuthenticated");
    return user;
  }

  /** Requires the account's current password when it has one (a VK ID account without one needs none). */
  async function requirePassword(user: UserRow, password: string | undefined): Promise<void> {
    if (!user.passwordHash) return;
    if (!password) throw new DomainError("auth.currentPasswordRequired");
    if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError("auth.wrongPassword");
  }

  /** Puts `email` on the user, verified now; an address taken meanwhile is a 409 (and rolls `tx` back). */
  async function takeAddress(tx: DbOrTx, userId: number, email: string) {
    try {
      await updateUser(tx, userId, { email, emailVerifiedAt: new Date() });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError("auth.emailInUse");
      throw error;
    }
  }

  function linkState(row: EmailChangeRow | undefined, done: Date | null | undefined, expiresAt: Date | null) {
    if (!row || !expiresAt) throw new DomainError("auth.emailLinkInvalid");
    if (done) throw new DomainError("auth.emailLinkUsed");
    if (expiresAt <= new Date()) throw new DomainError("auth.emailLinkExpired");
    return row;
  }

  return {
    /** What the profile's security section shows. */
    async security(userId: number): Promise<TAccountSecurity> {
      const user = await userOr401(userId);
      const pending = await findOpenEmailChange(db, userId);
      return {
        has_password: user.passwordHash !== null,
        email: mailableEmail(user.email),
        email_verified: user.emailVerifiedAt !== null,
        pending_email:
          pending && pending.expiresAt > new Date()
            ? { email: pending.newEmail, expires_at: pending.expiresAt.toISOString() }
            : null,
        vk_linked: user.vkUserId !== null,
      };
    },

    /**
     * Changes the password (the current one required) or sets a first one; every other sign-in than
     * `currentSid` ends, and the owner is told by e-mail.
     */
    async changePassword(userId: number, currentSid: string | undefined, input: TPasswordChangeRequest) {
      const user = await userOr401(userId);
      await requirePassword(user, input.current_password);
      const passwordHash = await hashPassword(input.new_password);
      await db.transaction(async (tx) => {
        await updateUser(tx, userId, { passwordHash });
        await sessions.revoke(userId, { keep: currentSid }, tx);
        const to = mailableEmail(user.email);
        if (!to) return;
        const how = user.passwordHash ? "changed" : "set";
        const mail = passwordChangedMail(to, storedLocale(user.locale), how, `${publicUrl}/forgot-password`);
        await mailer.send(mail, { tx });
      });
    },

    /**
     * Asks for `email` to become the account's: a link to it, a notice with an undo link to the address
     * in force (if the account has one). Replaces an earlier unconfirmed request.
     */
    async requestEmailChange(userId: number, email: string, password: string | undefined): Promise<void> {
      const user = await userOr401(userId);
      await requirePassword(user, password);
      const holder = await findUserByEmail(db, email);
      if (holder?.id === user.id) throw new DomainError("auth.emailSame");
      if (holder) throw new DomainError("auth.emailInUse");
      const oldEmail = mailableEmail(user.email);
      const token = newToken();
      const undoToken = oldEmail ? newToken() : null;
      const now = Date.now();
      const locale = storedLocale(user.locale);
      await db.transaction(async (tx) => {
        await deleteOpenEmailChanges(tx, userId);
        await insertEmailChange(tx, {
          userId,
          oldEmail: oldEmail ?? "",
          newEmail: email,
          tokenHash: hashToken(token),
          expiresAt: new Date(now + EMAIL_CONFIRM_TTL_MS),
          undoTokenHash: undoToken ? hashToken(undoToken) : null,
          undoExpiresAt: undoToken ? new Date(now + EMAIL_UNDO_TTL_MS) : null,
        });
        const confirmLink = `${publicUrl}/email-change?confirm=${encodeURIComponent(token)}`;
        const hours = EMAIL_CONFIRM_TTL_MS / 3_600_000;
        await mailer.send(emailChangeConfirmMail(email, locale, confirmLink, hours), { tx });
        if (!oldEmail || !undoToken) return;
        const undoLink = `${publicUrl}/email-change?undo=${encodeURIComponent(undoToken)}`;
        const days = EMAIL_UNDO_TTL_MS / DAY_MS;
        await mailer.send(emailChangeNoticeMail(oldEmail, locale, email, undoLink, days), { tx });
      });
    },

    /** The link sent to the new address: it becomes the account's (verified) address. */
    async confirmEmail(token: string): Promise<TEmailLinkReply> {
      return db.transaction(async (tx) => {
        const found = await findEmailChangeByLink(tx, "confirm", hashToken(token));
        // A change undone from the old address is no change any more: its link is not a working one.
        const change = linkState(
          found?.undoneAt ? undefined : found,
          found?.confirmedAt,
          found?.expiresAt ?? null,
        );
        if (!(await closeEmailChange(tx, change.id, { confirmedAt: new Date() })))
          throw new DomainError("auth.emailLinkUsed");
        await takeAddress(tx, change.userId, change.newEmail);
        await opening.claimPurchases(tx, change.userId, change.newEmail);
        return { outcome: "confirmed", email: change.newEmail };
      });
    },

    /**
     * The undo link sent to the old address: cancels the change, or puts the old address back if it
     * was confirmed; every sign-in of the account ends (whoever asked for the change is signed out).
     */
    async undoEmail(token: string): Promise<TEmailLinkReply> {
      return db.transaction(async (tx) => {
        const found = await findEmailChangeByLink(tx, "undo", hashToken(token));
        const change = linkState(found, found?.undoneAt, found?.undoExpiresAt ?? null);
        if (!(await closeEmailChange(tx, change.id, { undoneAt: new Date() })))
          throw new DomainError("auth.emailLinkUsed");
        if (change.confirmedAt) await takeAddress(tx, change.userId, change.oldEmail);
        await sessions.revoke(change.userId, { keep: undefined }, tx);
        const user = await findUserById(tx, change.userId);
        return { outcome: "undone", email: user?.email ?? change.oldEmail };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
