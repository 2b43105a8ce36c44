/**
 * The session kept in local storage (spec section 3): token, refreshToken, user, plan and
 * isSubscriptionActive, each under its own key. Components read it with `useSession()`.
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
  token: string;
  refreshToken: string;
  user: StoredUser;
  plan: ClientPlan | null;
  isSubscriptionActive: boolean;
}

const KEYS = ["token", "refreshToken", "user", "plan", "isSubscriptionActive"] as const;
const listeners = new Set<() => void>();
let cached: { raw: string; session: Session | null } | null = null;

function parseJson<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The stored session, or null when signed out. Authenticated means token and user are both present. */
export function readSession(): Session | null {
  // The server renders pages as a signed-out visitor sees them.
  if (typeof localStorage === "undefined") return null;
  const raw = KEYS.map((key) => localStorage.getItem(key) ?? "").join("\u0000");
  if (cached?.raw === raw) return cached.session;
  const token = localStorage.getItem("token");
  const user = parseJson<StoredUser>(localStorage.getItem("user"));
  const session =
    token && user && typeof user.id === "number"
      ? {
          token,
          refreshToken: localStorage.getItem("refreshToken") ?? "",
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
 * The local-storage entries, key and value, that store (part of) a session. The browser journeys sign
 * in through the API and store the session with these too (e2e/support/session.ts).
 */
export function sessionEntries(update: Partial<Session>): [string, string][] {
  const entries: [string, string][] = [];
  if (update.token !== undefined) entries.push(["token", update.token]);
  if (update.refreshToken !== undefined) entries.push(["refreshToken", update.refreshToken]);
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

/** Forgets the session (sign-out, failed refresh, failed guard check). */
export function clearSession(): void {
  for (const key of KEYS) localStorage.removeItem(key);
  notify();
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
 * failed there): that tab removes the stored token, and the browser tells the others.
 */
export function onSessionEndedElsewhere(onEnd: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    const tokenRemoved = event.key === "token" && event.oldValue !== null && event.newValue === null;
    if (tokenRemoved || (event.key === null && readSession() === null)) onEnd();
  };
  window.addEventListener("storage", onStorage);
  return () => window.removeEventListener("storage", onStorage);
}

/** The current session, re-rendering when it changes (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

/** The `exp` claim of a JWT in seconds, or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" ? exp : null;
  } catch {
    return null;
  }
}
