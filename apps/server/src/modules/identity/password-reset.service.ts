/**
 * «Забыли пароль?»: a single-use link, valid for an hour, e-mailed to an account's address. Setting the
 * new password through it proves the address (it becomes verified), ends every sign-in of the account,
 * tells the owner by e-mail and starts a new session.
 *
 * Asking for a link only queues a job, whatever the address: the request takes the same time whether or
 * not the address has an account (it answered in 17 ms for one and 8 ms for none, telling which), and
 * the job looks the address up.
 */
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { Mailer, MailMessage } from "../../integrations/mail.ts";
import type { Jobs } from "../../jobs/jobs.ts";
import {
  findPasswordReset,
  insertPasswordReset,
  type PasswordResetRow,
  usePasswordResets,
} from "./account.repository.ts";
import { failedSignInsMail, passwordChangedMail, passwordResetMail } from "./account-mail.ts";
import {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  type UserRow,
  updateUser,
} from "./auth.repository.ts";
import { hashPassword } from "./password.ts";
import type { AccountOpening } from "./registration.service.ts";
import type { Device, SessionService, TokenPair } from "./session.service.ts";
import { hashRefreshToken as hashToken, newRefreshToken as newToken } from "./tokens.ts";
import { mailableEmail } from "./vk-login.service.ts";

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;

/** The job that e-mails a reset link when the address asked for is an account's. */
export const PASSWORD_RESET_JOB = "auth.password-reset";

/** What a reset job carries: the address asked for, and from where. */
export interface PasswordResetRequest {
  email: string;
  requestedIp: string;
}

export interface PasswordResetDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  /** The sets bought with the address join the account once the link has proved the address. */
  opening: Pick<AccountOpening, "claimPurchases">;
  /** Where requests for a link wait for `send` (PASSWORD_RESET_JOB, whose handler the routes register). */
  jobs: Pick<Jobs, "enqueue">;
  publicUrl: string;
}

export function createPasswordResetService({
  db,
  sessions,
  mailer,
  opening,
  jobs,
  publicUrl,
}: PasswordResetDeps) {
  /** The reset row of a working link, or the DomainError that says why the link does not work. */
  function usable(row: PasswordResetRow | undefined, now: Date): PasswordResetRow {
    if (!row) throw new DomainError("auth.resetLinkInvalid");
    if (row.usedAt) throw new DomainError("auth.resetLinkUsed");
    if (row.expiresAt <= now) throw new DomainError("auth.resetLinkExpired");
    return row;
  }

  /** Writes a new reset link for `user` and e-mails it in the message `mail` makes of it (and its minutes). */
  async function mailLink(
    user: UserRow,
    requestedIp: string,
    mail: (locale: Locale, link: string, minutes: number) => MailMessage,
  ): Promise<void> {
    const token = newToken();
    await db.transaction(async (tx) => {
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MS),
        requestedIp,
      });
      const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send(mail(storedLocale(user.locale), link, RESET_LINK_TTL_MS / 60_000), { tx });
    });
  }

  return {
    /** Queues the request for a link to `email`, the same for any address (`send` sorts them out). */
    async request(email: string, requestedIp: string): Promise<void> {
      await jobs.enqueue(PASSWORD_RESET_JOB, { email, requestedIp } satisfies PasswordResetRequest);
    },

    /** E-mails a reset link when `email` is an account's address; does nothing otherwise. */
    async send({ email, requestedIp }: PasswordResetRequest): Promise<void> {
      const user = await findUserByEmail(db, email);
      if (!user || !mailableEmail(user.email)) return;
      await mailLink(user, requestedIp, (locale, link, minutes) =>
        passwordResetMail(user.email, locale, link, minutes),
      );
    },

    /**
     * Tells the owner of an account that keeps failing to sign in (sign-in.ts), with a reset link: their
     * way in from a device the throttles hold back.
     */
    async warnOfFailedSignIns(user: UserRow, failures: number, fromIp: string): Promise<void> {
      if (!mailableEmail(user.email)) return;
      await mailLink(user, fromIp, (locale, link, minutes) =>
        failedSignInsMail(user.email, locale, failures, link, minutes),
      );
    },

    /** When the link of `token` stops working; throws why it does not work. */
    async check(token: string): Promise<Date> {
      return usable(await findPasswordReset(db, hashToken(token)), new Date()).expiresAt;
    },

    /** Sets the password through the link, ends every sign-in and starts a new one on `device`. */
    async complete(
      token: string,
      password: string,
      device: Device,
    ): Promise<{ user: UserRow; tokens: TokenPair }> {
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const now = new Date();
        const reset = usable(await findPasswordReset(tx, hashToken(token)), now);
        if (!(await usePasswordResets(tx, reset.userId, reset.id, now)))
          throw new DomainError("auth.resetLinkUsed");
        await updateUser(tx, reset.userId, { passwordHash });
        // The link came to the address: it is the owner's, and the sets bought with it are theirs.
        const verified = await markEmailVerified(tx, reset.userId, now);
        if (verified) await opening.claimPurchases(tx, verified.id, verified.email);
        await sessions.revoke(reset.userId, { keep: undefined }, tx);
        const owner = await findUserById(tx, reset.userId);
        if (!owner) throw new DomainError("auth.resetLinkInvalid");
        const forgotUrl = `${publicUrl}/forgot-password`;
        await mailer.send(passwordChangedMail(owner.email, storedLocale(owner.locale), "reset", forgotUrl), {
          tx,
        });
        return owner;
      });
      return { user, tokens: await sessions.issue(user, device) };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
