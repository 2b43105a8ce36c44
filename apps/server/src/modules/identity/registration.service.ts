import type { ZRegisterRequest } from "@mandala/contract";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { z } from "zod";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { DomainError } from "../../errors.ts";
import { type Locale, storedLocale } from "../../i18n/messages.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { recordConsent } from "../consent/index.ts";
import { registrationAttemptMail, verificationMail } from "./account-mail.ts";
import {
  findUserByEmail,
  findUserById,
  insertUser,
  isUniqueViolation,
  markEmailVerified,
  type UserRow,
  usernameExists,
} from "./auth.repository.ts";
import { hashPassword } from "./password.ts";
import { hashRefreshToken as hashToken, newRefreshToken as newToken } from "./tokens.ts";

/** Registration refused because the username and/or e-mail are taken (case-insensitively). */
export class RegistrationConflictError extends Error {
  readonly fields: ("username" | "email")[];

  constructor(fields: ("username" | "email")[]) {
    super(`taken: ${fields.join(", ")}`);
    this.name = "RegistrationConflictError";
    this.fields = fields;
  }
}

/** What a verification link did: verified the address now, was used before, or is no link of ours. */
export type EmailVerification = "verified" | "used" | "invalid";

type RegisterInput = Omit<z.output<typeof ZRegisterRequest>, "recaptcha">;

/**
 * What a feature gives an account as it opens and as its address is verified, implemented by billing
 * and wired in by the composition root (app.ts): identity imports no feature module (decision 050).
 */
export interface AccountOpening<Plan = unknown> {
  /** The plan with this id, or undefined. */
  findPlan(planId: number): Promise<Plan | undefined>;
  /** Starts the free trial of `plan` inside the registration's transaction. */
  startTrial(tx: DbOrTx, userId: number, plan: Plan): Promise<void>;
  /** A verified address brings what was bought with it into the account (inside the caller's transaction). */
  claimPurchases(tx: DbOrTx, userId: number, email: string): Promise<unknown>;
}

export interface RegistrationServiceOptions {
  db: Db;
  /** Plans, the trial and the sets bought before the account existed are billing's. */
  opening: AccountOpening;
  mailer: Mailer;
  /** The address of the app, for the link in the verification e-mail. */
  publicUrl: string;
  log: { error(details: object, message: string): void };
}

/**
 * Creates password accounts, with the optional 3-day trial of the chosen plan, and verifies their
 * e-mail addresses: only a verified address brings the sets bought with it into the account.
 */
export function createRegistrationService({
  db,
  opening,
  mailer,
  publicUrl,
  log,
}: RegistrationServiceOptions) {
  async function takenFields(username: string, email: string) {
    const fields: ("username" | "email")[] = [];
    if (await usernameExists(db, username)) fields.push("username");
    if (await findUserByEmail(db, email)) fields.push("email");
    return fields;
  }

  /** Someone tried to register with an address that has an account: its owner hears of it. */
  async function tellOwnerOfAttempt(email: string) {
    const owner = await findUserByEmail(db, email);
    if (!owner) return;
    await mailer
      .send(registrationAttemptMail(owner.email, storedLocale(owner.locale), `${publicUrl}/signin`))
      .catch((error: unknown) => {
        log.error({ err: error, userId: owner.id }, "could not tell the owner of a registration attempt");
      });
  }

  return {
    /** Registers a user; throws RegistrationConflictError or a DomainError for an unknown plan. */
    async register(input: RegisterInput, locale: Locale): Promise<UserRow> {
      const plan = input.plan ? await opening.findPlan(input.plan) : undefined;
      if ((input.plan && !plan) || (input.free_trial && !plan)) {
        throw new DomainError("auth.planRequired");
      }
      const taken = await takenFields(input.username, input.email);
      if (taken.includes("email")) await tellOwnerOfAttempt(input.email);
      if (taken.length > 0) throw new RegistrationConflictError(taken);
      const passwordHash = await hashPassword(input.password);
      const verificationToken = newToken();
      const link = `${publicUrl}/api/auth/verify-email/${verificationToken}`;
      try {
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            username: input.username,
            email: input.email,
            passwordHash,
            emailVerificationTokenHash: hashToken(verificationToken),
            locale,
          });
          await recordConsent(tx, { purpose: "registration", userId: user.id, email: user.email });
          // Queued in the same transaction (the outbox): sent if and only if the account exists.
          await mailer.send(verificationMail(user.email, locale, link), { tx });
          if (!(input.free_trial && plan)) return user;
          await opening.startTrial(tx, user.id, plan);
          return (await findUserById(tx, user.id)) ?? user;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race with a concurrent registration of the same name or e-mail.
        const fields = await takenFields(input.username, input.email);
        throw new RegistrationConflictError(fields.length > 0 ? fields : ["username"]);
      }
    },

    /**
     * Sends the signed-in user a new verification link for their unconfirmed address (the earlier
     * links stop working); DomainError when the address is confirmed or there is none. Returns it.
     */
    async resendVerification(userId: number, locale: Locale): Promise<string> {
      const verificationToken = newToken();
      const link = `${publicUrl}/api/auth/verify-email/${verificationToken}`;
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ emailVerificationTokenHash: hashToken(verificationToken) })
          .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt), ne(users.email, "")))
          .returning();
        if (!user) throw new DomainError("auth.emailAlreadyVerified");
        await mailer.send(verificationMail(user.email, locale, link), { tx });
        return user.email;
      });
    },

    /**
     * Verifies the e-mail of the user holding `token` (once) and gives them the sets bought with it.
     * The token stays known after use, so a second click says "already used" rather than "wrong link".
     */
    async verifyEmail(token: string): Promise<EmailVerification> {
      return db.transaction(async (tx) => {
        const [holder] = await tx
          .select()
          .from(users)
          .where(eq(users.emailVerificationTokenHash, hashToken(token)));
        if (!holder) return "invalid";
        const user = await markEmailVerified(tx, holder.id, new Date());
        if (!user) return "used";
        await opening.claimPurchases(tx, user.id, user.email);
        return "verified";
      });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
