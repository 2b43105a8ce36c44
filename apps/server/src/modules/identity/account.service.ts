/**
 * A signed-in account's security: what the profile's security section shows, and changing the password
 * (or setting a first one for a VK ID account). Changing the e-mail is the account module's.
 */

import type { TAccountSecurity, TPasswordChangeRequest } from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import { storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { passwordChangedMail } from "./account-mail.ts";
import { requireUserRow } from "./auth.plugin.ts";
import { updateUser } from "./auth.repository.ts";
import { hashPassword, requireCurrentPassword } from "./password.ts";
import type { SessionService } from "./session.service.ts";
import { mailableEmail } from "./vk-login.service.ts";

/** The change of address waiting for its link, if any (the account module's, handed in by app.ts). */
export type PendingEmailChange = (userId: number) => Promise<TAccountSecurity["pending_email"]>;

export interface AccountServiceDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  pendingEmailChange: PendingEmailChange;
  publicUrl: string;
}

export function createAccountService({
  db,
  sessions,
  mailer,
  pendingEmailChange,
  publicUrl,
}: AccountServiceDeps) {
  return {
    /** What the profile's security section shows. */
    async security(userId: number): Promise<TAccountSecurity> {
      const user = await requireUserRow(db, userId);
      return {
        has_password: user.passwordHash !== null,
        email: mailableEmail(user.email),
        email_verified: user.emailVerifiedAt !== null,
        pending_email: await pendingEmailChange(userId),
        vk_linked: user.vkUserId !== null,
      };
    },

    /**
     * Changes the password (the current one required) or sets a first one; every other sign-in than
     * `currentSid` ends, and the owner is told by e-mail.
     */
    async changePassword(userId: number, currentSid: string | undefined, input: TPasswordChangeRequest) {
      const user = await requireUserRow(db, userId);
      await requireCurrentPassword(user, input.current_password);
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
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
