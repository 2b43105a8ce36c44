/**
 * Turning a sign-in into a session: a login succeeds only when the access token
 * comes back (the refresh token is the HttpOnly cookie the server set); then the profile is fetched and
 * user, plan and isSubscriptionActive are stored. Any failure clears the session.
 */
import type { TSignInRequest, TUserProfile } from "@mandala/contract";
import { ApiError } from "../../api/client.ts";
import { sessionFromProfile } from "../../api/profile-session.ts";
import { clearSession, holdAccessToken, saveSession } from "../../api/session.ts";
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

/** Holds `access`, fetches the profile and stores the user; clears everything on any failure. */
export async function startSession(access: string | undefined): Promise<TUserProfile> {
  clearSession();
  if (!access) throw new AuthFlowError("errors.invalidTokenResponse");
  try {
    holdAccessToken(access);
    const profile = await loadProfile(access);
    saveSession(sessionFromProfile(profile));
    return profile;
  } catch (error) {
    clearSession();
    throw error;
  }
}

/** Signs in with a username (or e-mail) and password and starts the session. */
export async function signInWithPassword(credentials: TSignInRequest): Promise<TUserProfile> {
  let reply: Awaited<ReturnType<typeof signIn>>;
  try {
    reply = await signIn(credentials);
  } catch (error) {
    clearSession();
    throw error;
  }
  return startSession(reply.access);
}
