/**
 * Changing an account's e-mail address. A new address counts only once the link sent to it is opened;
 * the address in force is told, with a link that undoes the change (and, when it was already
 * confirmed, takes the address back).
 */

import type { TAccountSecurity, TEmailLinkReply } from "@mandala/contract";
import { DAY_MS } from "@mandala/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import {
  type AccountOpening,
  findUserByEmail,
  findUserById,
  hashRefreshToken as hashToken,
  isUniqueViolation,
  mailableEmail,
  newRefreshToken as newToken,
  requireCurrentPassword,
  requireUserRow,
  type SessionService,
  updateUser,
} from "../identity/index.ts";
import {
  closeEmailChange,
  deleteOpenEmailChanges,
  type EmailChangeRow,
  findEmailChangeByLink,
  findOpenEmailChange,
  insertEmailChange,
} from "./email-change.repository.ts";
import { emailChangeConfirmMail, emailChangeNoticeMail } from "./email-change-mail.ts";

/** How long the link to the new address works. */
export const EMAIL_CONFIRM_TTL_MS = DAY_MS;
/** How long the old address may undo the change. */
export const EMAIL_UNDO_TTL_MS = 7 * DAY_MS;

export interface EmailChangeDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  /** The sets bought with a newly confirmed address join the account (billing's, from app.ts). */
  claimPurchases: AccountOpening["claimPurchases"];
  publicUrl: string;
}

/** The change of `userId`'s address waiting for its link, as the profile's security section shows it. */
export async function pendingEmailChange(
  db: DbOrTx,
  userId: number,
): Promise<TAccountSecurity["pending_email"]> {
  const pending = await findOpenEmailChange(db, userId);
  return pending && pending.expiresAt > new Date()
    ? { email: pending.newEmail, expires_at: pending.expiresAt.toISOString() }
    : null;
}

export function createEmailChanges({ db, sessions, mailer, claimPurchases, publicUrl }: EmailChangeDeps) {
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
    /**
     * Asks for `email` to become the account's: a link to it, a notice with an undo link to the address
     * in force (if the account has one). Replaces an earlier unconfirmed request.
     */
    async request(userId: number, email: string, password: string | undefined): Promise<void> {
      const user = await requireUserRow(db, userId);
      await requireCurrentPassword(user, password);
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
    async confirm(token: string): Promise<TEmailLinkReply> {
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
        await claimPurchases(tx, change.userId, change.newEmail);
        return { outcome: "confirmed", email: change.newEmail };
      });
    },

    /**
     * The undo link sent to the old address: cancels the change, or puts the old address back if it
     * was confirmed; every sign-in of the account ends (whoever asked for the change is signed out).
     */
    async undo(token: string): Promise<TEmailLinkReply> {
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

export type EmailChanges = ReturnType<typeof createEmailChanges>;
