/**
 * The signed-in user's account as the server knows it: the profile (GET /api/auth/userinfo/, with the
 * drawing balance) and the subscription (GET /draw/api/v1/free/subscription/). Every page reads them
 * through these queries, keyed by the user and the interface language (the server names the plan in
 * it, so a switch of language reads them again in the new one), and every change to the account (payment, trial, profile
 * edit, avatar, subscription settings) refreshes them together with `refreshAccount`.
 */
import type { TSubscriptionReply, TUserProfile } from "@mandala/contract";
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import i18n from "../i18n/index.ts";
import { apiFetch } from "./client.ts";
import { sessionFromProfile } from "./profile-session.ts";
import { readSession, saveSession, useSession } from "./session.ts";

export const ACCOUNT_KEY = ["account"] as const;

/** A part of the account: keyed by the user and the language, read only when someone is signed in. */
function accountQuery<T>(part: "profile" | "subscription", queryFn: () => Promise<T>, userId: number | null) {
  return {
    queryKey: [...ACCOUNT_KEY, part, userId, i18n.language] as const,
    queryFn,
    enabled: userId !== null,
  };
}

/** The signed-in user's id; the caller renders again when the interface language changes. */
function useAccountUser(): number | null {
  useTranslation();
  return useUserId();
}

/** Keeps the stored session (header, guards) in step with a profile of the signed-in user. */
function storeInSession(profile: TUserProfile): void {
  if (readSession()?.user.id === profile.id) saveSession(sessionFromProfile(profile));
}

export async function getProfile(): Promise<TUserProfile> {
  const profile = await apiFetch<TUserProfile | null>("/api/auth/userinfo/", { auth: true });
  if (!profile || typeof profile.id !== "number") throw new Error("No user data received");
  storeInSession(profile);
  return profile;
}

export function profileQueryOptions(userId: number | null) {
  return queryOptions({ ...accountQuery("profile", getProfile, userId), staleTime: 30_000, retry: false });
}

/** The signed-in user's id, the last part of every account key (null: signed out, nothing to read). */
function useUserId(): number | null {
  return useSession()?.user.id ?? null;
}

/** The signed-in user's profile. */
export function useProfile() {
  return useQuery(profileQueryOptions(useAccountUser()));
}

export function getSubscription(): Promise<TSubscriptionReply> {
  return apiFetch<TSubscriptionReply>("/draw/api/v1/free/subscription/");
}

/** Always read afresh: it decides what the payment page offers. */
export function subscriptionQueryOptions(userId: number | null) {
  return queryOptions({ ...accountQuery("subscription", getSubscription, userId), staleTime: 0 });
}

/** The signed-in user's subscription, quota and trial right. */
export function useSubscription() {
  return useQuery(subscriptionQueryOptions(useAccountUser()));
}

/** A change answered with the whole profile (profile edit, avatar): stored without another request. */
export function storeProfile(client: QueryClient, profile: TUserProfile): void {
  client.setQueryData(profileQueryOptions(profile.id).queryKey, profile);
  storeInSession(profile);
}

/** A mutation whose reply is the whole profile (profile edit, avatar): the reply is stored (storeProfile). */
export function useProfileChange<TInput>(send: (input: TInput) => Promise<TUserProfile>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (profile) => storeProfile(client, profile) });
}

/**
 * After the account has changed: every account query is refetched (the ones on screen at once), and
 * the stored session is brought up to date before this resolves, so the guards see the change.
 */
export async function refreshAccount(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ queryKey: ACCOUNT_KEY });
  const userId = readSession()?.user.id ?? null;
  if (userId !== null) await client.fetchQuery(profileQueryOptions(userId));
}
