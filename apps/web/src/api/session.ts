/**
 * The session (docs/decisions/039). Who is signed in — user, plan and isSubscriptionActive, each under
 * its own local-storage key — so that every tab knows at once and a sign-out in one reaches the others;
 * no credential is stored there. The access token lives in this module's memory only: a page obtains it
 * through the refresh call, whose refresh token is an HttpOnly cookie no script can read. Components
 * read the session with `useSession()`.
 */
import { useSyncExternalStore } from "react";

export interface StoredUser {
  id: number;
  username: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  role?: "user" | "admin";
}

export interface ClientPlan {
  id: number;
  name: string;
  expiryDate: string | null;
  isTrial: boolean;
}

export interface Session {
  user: StoredUser;
  plan: ClientPlan | null;
  isSubscriptionActive: boolean;
}

const KEYS = ["user", "plan", "isSubscriptionActive"] as const;
/** Where earlier versions kept the tokens: removed on load, never used (their session has no cookie). */
const LEGACY_TOKEN_KEYS = ["token", "refreshToken"] as const;
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | null = null;
/** The access token of this page, in memory only. */
let accessToken: string | null = null;

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The stored session, or null when signed out: signed in means a stored user. */
export function readSession(): Session | null {
  // The server renders pages as a signed-out visitor sees them.
  if (typeof localStorage === "undefined") return null;
  const raw = KEYS.map((key) => localStorage.getItem(key) ?? "").join("\u0000");
  if (cached?.raw === raw) return cached.session;
  const user = parseJson<StoredUser>(localStorage.getItem("user"));
  const session =
    user && typeof user.id === "number"
      ? {
          user,
          plan: parseJson<ClientPlan>(localStorage.getItem("plan")),
          isSubscriptionActive: localStorage.getItem("isSubscriptionActive") === "true",
        }
      : null;
  cached = { raw, session };
  return session;
}

function notify() {
  for (const listener of listeners) listener();
}

/**
 * The local-storage entries, key and value, that store (part of) a session. The browser journeys store
 * the session of an API sign-in with these too (e2e/support/session.ts).
 */
export function sessionEntries(update: Partial<Session>): [string, string][] {
  const entries: [string, string][] = [];
  if (update.user !== undefined) entries.push(["user", JSON.stringify(update.user)]);
  if (update.plan !== undefined) entries.push(["plan", JSON.stringify(update.plan)]);
  if (update.isSubscriptionActive !== undefined) {
    entries.push(["isSubscriptionActive", String(update.isSubscriptionActive)]);
  }
  return entries;
}

/** Stores (part of) the session and tells every subscriber. */
export function saveSession(update: Partial<Session>): void {
  for (const [key, value] of sessionEntries(update)) localStorage.setItem(key, value);
  notify();
}

/** Forgets the session and the access token (sign-out, failed refresh, failed guard check). */
export function clearSession(): void {
  accessToken = null;
  for (const key of KEYS) localStorage.removeItem(key);
  notify();
}

/** The access token this page holds, or null (a new page has none until it refreshes). */
export function heldAccessToken(): string | null {
  return accessToken;
}

/** Holds `token` as this page's access token (in memory: gone with the page). */
export function holdAccessToken(token: string): void {
  accessToken = token;
}

/**
 * Removes the tokens an earlier version left in local storage, and the session they belonged to: it
 * has no refresh cookie, so the person signs in again. Run once as the app starts.
 */
export function forgetStoredTokens(): void {
  if (LEGACY_TOKEN_KEYS.every((key) => localStorage.getItem(key) === null)) return;
  for (const key of LEGACY_TOKEN_KEYS) localStorage.removeItem(key);
  clearSession();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (KEYS as readonly string[]).includes(event.key)) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Calls `onEnd` when the session ends in another tab of this browser (signed out there, or its renewal
 * failed there): that tab removes the stored user, and the browser tells the others. This tab's access
 * token is forgotten with it.
 */
export function onSessionEndedElsewhere(onEnd: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const userRemoved = event.key === "user" && event.oldValue !== null && event.newValue === null;
    if (!userRemoved && !(event.key === null && readSession() === null)) return;
    accessToken = null;
    onEnd();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** The current session, re-rendering when it changes (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

/** The claims of a JWT the client reads (`exp` in seconds, `sub` the user id), or null when unreadable. */
export function tokenClaims(token: string): { exp: number | null; sub: string | null } | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const { exp, sub } = JSON.parse(json) as { exp?: unknown; sub?: unknown };
    return { exp: typeof exp === "number" ? exp : null, sub: typeof sub === "string" ? sub : null };
  } catch {
    return null;
  }
}
