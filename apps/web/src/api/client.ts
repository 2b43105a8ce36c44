/**
 * The fetch client: JSON in and out, the bearer token on every call, one shared refresh when the
 * access token is missing (a new page) or has expired (concurrent calls wait for it), one retry after a
 * 401, never a loop. The refresh goes through the HttpOnly cookie (docs/decisions/039).
 */
import i18n from "../i18n/index.ts";
import {
  clearSession,
  heldAccessToken,
  holdAccessToken,
  readSession,
  type Session,
  tokenClaims,
} from "./session.ts";
import { apiTransport } from "./transport.ts";

/** An API failure with the server's translated message (`error`, `detail` or `message`). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;

  constructor(status: number, message: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

/** The server's error code of `error` (`code` of an API error's body: what the page decides on), or null. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError && typeof error.body.code === "string" ? error.body.code : null;
}

/**
 * Raised when the session could not be renewed. The client has then cleared the session and sent the
 * person to /signin (see `signInAgain`); the message is translated in case a page shows it meanwhile.
 */
export class SessionExpiredError extends Error {
  constructor() {
    super(i18n.t("errors.sessionExpired", { ns: "common" }));
    this.name = "SessionExpiredError";
  }
}

/** The `reason` query parameter of /signin after a session ended by itself. */
export const SESSION_EXPIRED_REASON = "expired";
/** The `reason` query parameter of /signin after a sign-out in another tab. */
export const SIGNED_OUT_ELSEWHERE_REASON = "signedOut";

/** Pages where an ended session needs no detour: the person is already signing in. */
const SIGN_IN_PAGES = ["/signin", "/register", "/oauth/vk/callback"];

/** /signin with a redirect back to `path` and the reason, so the page can say what happened. */
export function signInAgainPath(path: string, reason = SESSION_EXPIRED_REASON): string {
  const query = new URLSearchParams({ redirect: path, reason });
  return `/signin?${query.toString()}`;
}

type Navigator = (to: string) => void;
let navigator: Navigator = (to) => window.location.assign(to);

/** Lets the SPA's router do the navigation of `signInAgain` (without it, the page loads anew). */
export function setSessionExpiredNavigator(next: Navigator): () => void {
  navigator = next;
  return () => {
    if (navigator === next) navigator = (to) => window.location.assign(to);
  };
}

/**
 * The session has ended during a call: it is cleared and the person goes to /signin,
 * with the redirect back to where they were and a message there. Several failing calls go there once.
 */
export function signInAgain(): void {
  clearSession();
  const { pathname, search, hash } = window.location;
  if (SIGN_IN_PAGES.includes(pathname)) return;
  navigator(signInAgainPath(pathname + search + hash));
}

let refreshing: Promise<string> | null = null;
const EXPIRY_MARGIN_SECONDS = 10;

/** Whether `token` can serve `session`: it is its user's and has not (nearly) expired. */
function serves(token: string, session: Session): boolean {
  const claims = tokenClaims(token);
  if (!claims || claims.exp === null || claims.exp - EXPIRY_MARGIN_SECONDS <= Date.now() / 1000) return false;
  // Another tab may have signed in as someone else since: the stored user is theirs now.
  return claims.sub === null || claims.sub === String(session.user.id);
}

/**
 * POST /api/auth/token/refresh/: the browser sends the refresh cookie and keeps the new one. Only the
 * server's 401 ends the session; a lost connection, a navigation cutting the call short or a busy server
 * (429, 503) fails this call alone, and the next one tries again with the same cookie.
 */
async function requestNewToken(): Promise<string> {
  const response = await fetch("/api/auth/token/refresh/", { method: "POST", credentials: "same-origin" });
  if (response.status === 401) throw new SessionExpiredError();
  if (!response.ok) throw await errorFrom(response);
  const body = (await response.json()) as { access?: string };
  if (!body.access) throw new SessionExpiredError();
  holdAccessToken(body.access);
  return body.access;
}

/** Renews the access token once for all concurrent callers; clears the session if it has ended. */
export function refreshAccessToken(): Promise<string> {
  if (!readSession()) {
    clearSession();
    return Promise.reject(new SessionExpiredError());
  }
  refreshing ??= requestNewToken()
    .catch((error: unknown) => {
      if (error instanceof SessionExpiredError) clearSession();
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A valid access token for the stored session (obtained or renewed when needed), or null when signed out. */
export async function freshAccessToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  const held = heldAccessToken();
  return held && serves(held, session) ? held : refreshAccessToken();
}

export interface RequestOptions extends Omit<RequestInit, "body"> {
  body?: unknown;
  /** Send the bearer token (default: whenever signed in). */
  auth?: boolean;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const { body, auth: _auth, headers, ...init } = options;
  const isForm = body instanceof FormData;
  return apiTransport(path, {
    ...init,
    headers: {
      "accept-language": i18n.language,
      ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  const message = [body.error, body.detail, body.message].find((value) => typeof value === "string") as
    | string
    | undefined;
  return new ApiError(response.status, message ?? response.statusText, body);
}

/** Runs `call`; a SessionExpiredError from it first sends the person to sign in again. */
export async function withSessionExpiry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof SessionExpiredError) signInAgain();
    throw error;
  }
}

/** Sends the person to sign in again and fails the call. */
export function sessionEnded(): never {
  signInAgain();
  throw new SessionExpiredError();
}

/**
 * The access token for a call, or null. A stored session that can no longer be renewed is cleared
 * and reported as `ended`: the call may still go out without it (a public read), and only when the
 * server then asks for a sign-in is the person sent to /signin.
 */
export async function tokenForCall(): Promise<{ token: string | null; ended: boolean }> {
  try {
    return { token: await freshAccessToken(), ended: false };
  } catch (error) {
    if (error instanceof SessionExpiredError) return { token: null, ended: true };
    throw error;
  }
}

/**
 * Calls the API and returns its JSON; throws ApiError on failure, or SessionExpiredError after
 * sending the person to sign in again when the call needed the session that has ended.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? readSession() !== null;
  let { token, ended } = useAuth ? await tokenForCall() : { token: null, ended: false };
  if (ended && options.auth === true) sessionEnded();
  let response = await send(path, options, token);
  if (response.status === 401 && token) {
    token = await withSessionExpiry(refreshAccessToken);
    response = await send(path, options, token);
  } else if (response.status === 401 && ended) {
    sessionEnded();
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
