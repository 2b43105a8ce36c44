import type {
  TMandalaDrawings,
  TProfileUpdateRequest,
  TPurchasedLearningSet,
  TSubscriptionDetails,
  TSubscriptionStatusReply,
  TUserProfile,
} from "@mandala/contract";
import type { Db } from "../../db/client.ts";
import type { Locale } from "../../i18n/messages.ts";
import type { ImageType } from "../../storage/images.ts";
import { mailableEmail, requireUserRow, updateUser } from "../identity/index.ts";
import type { AvatarStore } from "./avatar.ts";

/**
 * The account's subscription, drawing balance and bought sets, as billing's service tells them (the
 * composition root hands it in: the account module imports no feature module, decision 050).
 */
export interface AccountStanding {
  account(
    userId: number,
    locale: Locale,
  ): Promise<{
    subscription: TSubscriptionDetails | null;
    isActive: boolean;
    drawings: TMandalaDrawings;
    purchasedSets: TPurchasedLearningSet[];
  }>;
}

/** Reads and edits the signed-in user's profile. */
export function createProfileService({
  db,
  standing,
  avatars,
}: {
  db: Db;
  standing: AccountStanding;
  avatars: AvatarStore;
}) {
  return {
    /** The full profile (`ZUserProfile`) of GET /api/auth/userinfo/. */
    async profile(userId: number, locale: Locale = "ru"): Promise<TUserProfile> {
      const user = await requireUserRow(db, userId);
      const account = await standing.account(userId, locale);
      return {
        id: user.id,
        username: user.username,
        // A VK ID account that shared no address has none to show (its column holds a placeholder).
        email: mailableEmail(user.email) ?? "",
        first_name: user.firstName,
        last_name: user.lastName,
        avatar: user.avatar,
        bio: user.bio,
        location: user.location,
        website: user.website,
        joined_date: user.joinedDate.toISOString(),
        role: user.role,
        subscription_status: { is_active: account.isActive },
        subscription_details: account.subscription,
        mandala_drawings: account.drawings,
        purchased_learning_sets: account.purchasedSets,
      };
    },

    /** The short subscription status. */
    async subscriptionStatus(userId: number, locale: Locale = "ru"): Promise<TSubscriptionStatusReply> {
      await requireUserRow(db, userId);
      const { subscription, isActive } = await standing.account(userId, locale);
      return {
        is_active: isActive,
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
      await requireUserRow(db, userId);
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

    /**
     * Replaces the user's avatar with the uploaded image (REST and GraphQL alike): the new file is
     * saved first, the profile then points at it (the new file is deleted again when that fails),
     * and only then is the old file deleted.
     */
    async replaceAvatar(userId: number, bytes: Uint8Array, type: ImageType): Promise<void> {
      const saved = await avatars.save(bytes, type);
      const previous = await (async () => {
        const user = await requireUserRow(db, userId);
        await updateUser(db, userId, { avatar: saved });
        return user.avatar;
      })().catch(async (error: unknown) => {
        await avatars.remove(saved);
        throw error;
      });
      await avatars.remove(previous);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
