/**
 * Deleting an account (decision 031). Confirmed by the password, or by a link e-mailed to an account
 * without one, the account leaves the site at once in one transaction: its sign-ins end, its name and
 * address are free again, and each feature takes its part (decision 050: share links, comments and
 * likes go, billing stops renewals and set links and detaches the payments the law keeps); the owner is
 * told by e-mail. Then what the parts left for after the commit runs (billing removes the saved payment
 * methods at the provider and settles the payments left in flight), and the purge job (a durable,
 * scheduled job) destroys the rest.
 */

import { randomBytes } from "node:crypto";
import type { TAccountDeletionPreview } from "@mandala/contract";
import { DAY_MS } from "@mandala/contract";
import type { AccountPart, AfterDeletion } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import type { SessionService } from "../identity/index.ts";
import {
  findUserById,
  hashRefreshToken as hashToken,
  mailableEmail,
  newRefreshToken as newToken,
  type UserRow,
  verifyPassword,
} from "../identity/index.ts";
import {
  countMandalas,
  deletedAccounts,
  deleteUserRow,
  findUserByDeletionToken,
  markDeleted,
  setDeletionToken,
  voidAccountLinks,
} from "./account-deletion.repository.ts";
import { accountDeletedMail, deletionLinkMail } from "./account-deletion-mail.ts";
import type { AvatarStore } from "./avatar.ts";
import type { AccountStanding } from "./profile.service.ts";

/** How long the e-mailed deletion link works. */
export const DELETION_LINK_TTL_MS = DAY_MS;
/** Accounts one run of the purge destroys (the next run takes the rest). */
const PURGE_BATCH = 50;

export interface AccountDeletionDeps {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  /** What the subscription and the bought sets are (billing's service). */
  standing: AccountStanding;
  /** The features' parts of the account, each deleted in the deletion's transaction. */
  parts: readonly AccountPart[];
  avatars: Pick<AvatarStore, "remove">;
  publicUrl: string;
  log: { warn(details: object, message: string): void };
}

export function createAccountDeletion(deps: AccountDeletionDeps) {
  const { db, sessions, mailer, standing, parts, avatars, publicUrl, log } = deps;

  async function liveUser(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user || user.deletedAt) throw new DomainError("auth.notAuthenticated");
    return user;
  }

  /** An administrator's posts would outlive the account: another administrator removes it. */
  function refuseAdmin(user: UserRow) {
    if (user.role === "admin") throw new DomainError("auth.deletionOfAdmin");
  }

  /**
   * Takes the account off the site at once, each feature's part with it; then runs what the parts left
   * for after the commit.
   */
  async function deleteNow(user: UserRow): Promise<void> {
    const at = new Date();
    const afterwards = await db.transaction(async (tx) => {
      const placeholder = `deleted-${user.id}-${randomBytes(6).toString("hex")}`;
      if (!(await markDeleted(tx, user.id, placeholder, at))) throw new DomainError("auth.notAuthenticated");
      await sessions.revoke(user.id, { keep: undefined }, tx);
      await voidAccountLinks(tx, user.id);
      const after: AfterDeletion[] = [];
      for (const part of parts) {
        const then = await part.deleteFor(user, tx, at);
        if (then) after.push(then);
      }
      const to = mailableEmail(user.email);
      if (to) await mailer.send(accountDeletedMail(to, storedLocale(user.locale)), { tx });
      return after;
    });
    for (const then of afterwards) {
      await then().catch((error: unknown) => {
        log.warn(
          { err: error, userId: user.id },
          "a deleted account's part was not finished after the commit",
        );
      });
    }
  }

  return {
    /** What deleting the account loses, and how it is confirmed. */
    async preview(userId: number, locale: Locale): Promise<TAccountDeletionPreview> {
      const user = await liveUser(userId);
      const [account, mandalas] = await Promise.all([
        standing.account(userId, locale),
        countMandalas(db, userId),
      ]);
      const { subscription, drawings } = account;
      return {
        confirm_by: user.passwordHash ? "password" : "email",
        email: user.passwordHash ? null : mailableEmail(user.email),
        subscription:
          account.isActive && subscription
            ? {
                plan_name: subscription.plan_name,
                days_remaining: subscription.days_remaining,
                drawings_remaining: drawings.remaining,
              }
            : null,
        sets: account.purchasedSets.map((set) => set.name),
        mandalas,
      };
    },

    /**
     * Deletes the account after its password; an account without one gets a link by e-mail instead
     * (answered as the address it went to).
     */
    async request(userId: number, password: string | undefined): Promise<{ linkSentTo: string } | null> {
      const user = await liveUser(userId);
      refuseAdmin(user);
      if (user.passwordHash) {
        if (!password) throw new DomainError("auth.currentPasswordRequired");
        if (!(await verifyPassword(user.passwordHash, password))) throw new DomainError("auth.wrongPassword");
        await deleteNow(user);
        return null;
      }
      const to = mailableEmail(user.email);
      if (!to) throw new DomainError("auth.deletionNeedsWayToConfirm");
      const token = newToken();
      const link = `${publicUrl}/account-deletion?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await setDeletionToken(tx, userId, hashToken(token), new Date(Date.now() + DELETION_LINK_TTL_MS));
        const hours = DELETION_LINK_TTL_MS / 3_600_000;
        await mailer.send(deletionLinkMail(to, storedLocale(user.locale), link, hours), { tx });
      });
      return { linkSentTo: to };
    },

    /** The e-mailed link: deletes the account it was sent for. */
    async confirm(token: string): Promise<void> {
      const user = await findUserByDeletionToken(db, hashToken(token));
      if (!user?.deletionTokenExpiresAt) throw new DomainError("auth.deletionLinkInvalid");
      if (user.deletionTokenExpiresAt <= new Date()) throw new DomainError("auth.deletionLinkExpired");
      refuseAdmin(user);
      await deleteNow(user);
    },

    /**
     * Destroys what deleted accounts left: their avatar files, then their rows (and, by cascade, every
     * row they own). Safe to run again or concurrently; answers how many accounts it destroyed.
     */
    async purge(): Promise<{ purged: number }> {
      const accounts = await deletedAccounts(db, PURGE_BATCH);
      for (const account of accounts) {
        await avatars.remove(account.avatar);
        await deleteUserRow(db, account.id);
      }
      return { purged: accounts.length };
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
