/**
 * Turning tokens into a session (spec sections 3 and 4): a login succeeds only when both tokens come
 * back; then the profile is fetched and user, plan and isSubscriptionActive are stored. Any failure
 * clears the session.
 */
import type { TSignInRequest, TUserProfile } from "@mandala/contract";
import { ApiError } from "../../api/client.ts";
import { sessionFromProfile } from "../../api/profile-session.ts";
import { clearSession, saveSession } from "../../api/session.ts";
import { getUserInfo } from "./api/get-user-info.ts";
import { signIn } from "./api/sign-in.ts";
import { AuthFlowError, isNetworkError, serverDetail } from "./auth-error.ts";

async function loadProfile(accessToken: string): Promise<TUserProfile> {
  let profile: TUserProfile | null;
  try {
    profile = await getUserInfo(accessToken);
  } catch (error) {
    if (isNetworkError(error) || (error instanceof ApiError && error.status === 429)) throw error;
    throw new AuthFlowError("errors.profileFailed", serverDetail(error));
  }
  if (!profile || typeof profile.id !== "number") throw new AuthFlowError("errors.noUserData");
  return profile;
}

/** Stores `tokens`, fetches the profile and stores the user; clears everything on any failure. */
export async function startSession(tokens: { access?: string; refresh?: string }): Promise<TUserProfile> {
  clearSession();
  if (!tokens.access || !tokens.refresh) throw new AuthFlowError("errors.invalidTokenResponse");
  try {
    saveSession({ token: tokens.access, refreshToken: tokens.refresh });
    const profile = await loadProfile(tokens.access);
    saveSession(sessionFromProfile(profile));
    return profile;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** Signs in with a username (or e-mail) and password and starts the session. */
export async function signInWithPassword(credentials: TSignInRequest): Promise<TUserProfile> {
  let tokens: Awaited<ReturnType<typeof signIn>>;
  try {
    tokens = await signIn(credentials);
  } catch (error) {
    clearSession();
    throw error;
  }
  return startSession(tokens);
}
