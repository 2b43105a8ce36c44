/**
 * The fetch client: JSON in and out, the bearer token on every call, one shared refresh when the
 * access token has expired (concurrent calls wait for it), one retry after a 401, never a loop.
 */
import i18n from "../i18n/index.ts";
import { clearSession, readSession, saveSession, tokenExpiry } from "./session.ts";

/** An API failure with the server's translated message (`error`, `detail` or `message`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Raised when the session could not be renewed; the caller should send the user to /signin. */
export class SessionExpiredError extends Error {
  constructor() {
    super("session expired");
    this.name = "SessionExpiredError";
  }
}

let refreshing: Promise<string> | null = null;
const EXPIRY_MARGIN_SECONDS = 10;

function isExpired(token: string): boolean {
  const exp = tokenExpiry(token);
  return exp === null || exp - EXPIRY_MARGIN_SECONDS <= Date.now() / 1000;
}

async function requestNewToken(refreshToken: string): Promise<string> {
  const response = await fetch("/api/auth/token/refresh/", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ refresh: refreshToken }),
  });
  if (!response.ok) throw new SessionExpiredError();
  const body = (await response.json()) as { access?: string; refresh?: string };
  if (!body.access) throw new SessionExpiredError();
  saveSession({ token: body.access, ...(body.refresh ? { refreshToken: body.refresh } : {}) });
  return body.access;
}

/** Renews the access token once for all concurrent callers; clears the session if that fails. */
export function refreshAccessToken(): Promise<string> {
  const session = readSession();
  if (!session?.refreshToken) {
    clearSession();
    return Promise.reject(new SessionExpiredError());
  }
  refreshing ??= requestNewToken(session.refreshToken)
    .catch((error: unknown) => {
      clearSession();
      throw error instanceof SessionExpiredError ? error : new SessionExpiredError();
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A valid access token for the stored session (refreshed if expired), or null when signed out. */
export async function freshAccessToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  return isExpired(session.token) ? refreshAccessToken() : session.token;
}

export interface RequestOptions extends Omit<RequestInit, "body"> {
  body?: unknown;
  /** Send the bearer token (default: whenever signed in). */
  auth?: boolean;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const { body, auth: _auth, headers, ...init } = options;
  const isForm = body instanceof FormData;
  return fetch(path, {
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

/** Calls the API and returns its JSON; throws ApiError (or SessionExpiredError) on failure. */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const useAuth = options.auth ?? readSession() !== null;
  let token = useAuth ? await freshAccessToken() : null;
  let response = await send(path, options, token);
  if (response.status === 401 && useAuth && token) {
    token = await refreshAccessToken();
    response = await send(path, options, token);
  }
  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
