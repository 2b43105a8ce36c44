import type { ZRegisterRequest } from "@mandala/contract";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { linkPurchasesByEmail } from "../billing/purchases.ts";
import {
  findPlan,
  findUserByEmail,
  insertSubscription,
  insertUser,
  isUniqueViolation,
  type UserRow,
  updateUser,
  upsertQuota,
  usernameExists,
} from "./auth.repository.ts";
import { hashPassword } from "./password.ts";

/** The free trial's length (spec section 9). */
export const TRIAL_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Registration refused because the username and/or e-mail are taken (case-insensitively). */
export class RegistrationConflictError extends Error {
  constructor(readonly fields: ("username" | "email")[]) {
    super(`taken: ${fields.join(", ")}`);
    this.name = "RegistrationConflictError";
  }
}

type RegisterInput = Omit<z.output<typeof ZRegisterRequest>, "recaptcha">;

/** Creates password accounts, with the optional 3-day trial of the chosen plan. */
export function createRegistrationService({ db }: { db: Db }) {
  async function takenFields(username: string, email: string) {
    const fields: ("username" | "email")[] = [];
    if (await usernameExists(db, username)) fields.push("username");
    if (await findUserByEmail(db, email)) fields.push("email");
    return fields;
  }

  return {
    /** Registers a user; throws RegistrationConflictError or a 400 AppError for an unknown plan. */
    async register(input: RegisterInput): Promise<UserRow> {
      const plan = input.plan ? await findPlan(db, input.plan) : undefined;
      if ((input.plan && !plan) || (input.free_trial && !plan)) {
        throw new AppError(400, "auth.planRequired");
      }
      const taken = await takenFields(input.username, input.email);
      if (taken.length > 0) throw new RegistrationConflictError(taken);
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const user = await insertUser(tx, { username: input.username, email: input.email, passwordHash });
          await linkPurchasesByEmail(tx, user.id, user.email);
          if (!(input.free_trial && plan)) return user;
          const now = new Date();
          const expiresAt = new Date(now.getTime() + TRIAL_DAYS * DAY_MS);
          await insertSubscription(tx, {
            userId: user.id,
            planId: plan.id,
            status: "trial",
            isTrial: true,
            startedAt: now,
            expiresAt,
          });
          await upsertQuota(tx, user.id, plan.drawingsPerPeriod, expiresAt);
          return (await updateUser(tx, user.id, { trialUsedAt: now })) ?? user;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race with a concurrent registration of the same name or e-mail.
        const fields = await takenFields(input.username, input.email);
        throw new RegistrationConflictError(fields.length > 0 ? fields : ["username"]);
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
