import type {
  TProfileUpdateRequest,
  TSubscriptionDetails,
  TSubscriptionStatusReply,
  TUserProfile,
} from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { planTitle } from "../billing/plan-title.ts";
import { LIVE_STATUSES } from "../billing/quota.ts";
import {
  findQuota,
  findUserById,
  listPurchasedSets,
  listSubscriptions,
  type UserRow,
  updateUser,
} from "./auth.repository.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>[number];

/**
 * A subscription's state now: a trial, active or canceled one (renewal turned off, live until its end)
 * whose end has passed counts as expired.
 */
export function effectiveStatus(row: Pick<SubscriptionRow, "status" | "expiresAt">, now = new Date()) {
  const live = (LIVE_STATUSES as readonly string[]).includes(row.status);
  return live && row.expiresAt <= now ? "expired" : row.status;
}

/** The subscription to show: the live one ending last, else the newest. */
function currentSubscription(rows: SubscriptionRow[], now: Date): SubscriptionRow | undefined {
  const live = rows.find((row) => (LIVE_STATUSES as readonly string[]).includes(effectiveStatus(row, now)));
  return live ?? [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
}

function details(row: SubscriptionRow | undefined, now: Date, locale: Locale): TSubscriptionDetails | null {
  if (!row) return null;
  const expiry = row.expiresAt.toISOString();
  return {
    plan_id: row.planId,
    plan_name: planTitle({ name: row.planName, description: row.planNameRu }, locale),
    status: effectiveStatus(row, now),
    expiry_date: expiry,
    end_date: expiry,
    days_remaining: Math.max(0, Math.ceil((row.expiresAt.getTime() - now.getTime()) / DAY_MS)),
    is_trial: row.isTrial,
  };
}

const isActive = (subscription: TSubscriptionDetails | null) =>
  (LIVE_STATUSES as readonly string[]).includes(subscription?.status ?? "none");

/** Reads and edits the signed-in user's profile. */
export function createProfileService({ db }: { db: Db }) {
  async function userOr401(userId: number): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw new AppError(401, "auth.notAuthenticated");
    return user;
  }

  async function subscriptionOf(userId: number, now: Date, locale: Locale) {
    return details(currentSubscription(await listSubscriptions(db, userId), now), now, locale);
  }

  return {
    /** The full profile of spec section 3. */
    async profile(userId: number, locale: Locale = "ru"): Promise<TUserProfile> {
      const now = new Date();
      const user = await userOr401(userId);
      const [subscription, quota, sets] = await Promise.all([
        subscriptionOf(userId, now, locale),
        findQuota(db, userId),
        listPurchasedSets(db, userId),
      ]);
      return {
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        avatar: user.avatar,
        bio: user.bio,
        location: user.location,
        website: user.website,
        joined_date: user.joinedDate.toISOString(),
        role: user.role,
        subscription_status: { is_active: isActive(subscription) },
        subscription_details: subscription,
        mandala_drawings: {
          allowed: quota?.allowed ?? 0,
          used: quota?.used ?? 0,
          remaining: Math.max(0, (quota?.allowed ?? 0) - (quota?.used ?? 0)),
          reset_date: quota?.resetDate.toISOString() ?? null,
        },
        purchased_learning_sets: sets.map((set) => ({
          id: set.id,
          slug: set.slug,
          name: set.name,
          topic_name: set.topicName,
          icon_url: set.iconUrl,
          purchased_at: set.purchasedAt.toISOString(),
        })),
      };
    },

    /** The short subscription status. */
    async subscriptionStatus(userId: number, locale: Locale = "ru"): Promise<TSubscriptionStatusReply> {
      await userOr401(userId);
      const subscription = await subscriptionOf(userId, new Date(), locale);
      return {
        is_active: isActive(subscription),
        status: subscription?.status ?? "none",
        plan_id: subscription?.plan_id ?? null,
        plan_name: subscription?.plan_name ?? null,
        expiry_date: subscription?.expiry_date ?? null,
        days_remaining: subscription?.days_remaining ?? 0,
        is_trial: subscription?.is_trial ?? false,
      };
    },

    /** Saves the editable details (names, bio, location, website). */
    async update(userId: number, patch: TProfileUpdateRequest): Promise<void> {
      await userOr401(userId);
      const values = {
        firstName: patch.first_name,
        lastName: patch.last_name,
        bio: patch.bio,
        location: patch.location,
        website: patch.website,
      };
      const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      if (Object.keys(changed).length > 0) await updateUser(db, userId, changed);
    },

    /** Points the user's avatar at `avatarPath`; returns the previous one (to delete). */
    async setAvatar(userId: number, avatarPath: string): Promise<string | null> {
      const user = await userOr401(userId);
      await updateUser(db, userId, { avatar: avatarPath });
      return user.avatar;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
