/**
 * Route guards, derived from each route's `handle.access`:
 * - login: a signed-out visitor goes to /signin?redirect=<the full intended path>;
 * - subscription: also, a signed-in user without an active subscription goes to /payment?redirect=…;
 * - guest (logged-out only): a signed-in user goes where signing in would have taken them (the safe
 *   `redirect` parameter, e.g. the profile from an e-mail verification link), else to /app;
 * - a failed check (the server refuses to renew the session) signs the user out and goes to /signin,
 *   with the redirect back and the reason (the sign-in page says that the session has ended); a check
 *   that cannot be made (no connection) lets the page open, signed in.
 */
import { type LoaderFunctionArgs, redirect } from "react-router";
import { freshAccessToken, SessionExpiredError, signInAgainPath } from "./api/client.ts";
import { clearSession, readSession } from "./api/session.ts";
import { afterSignInPath } from "./features/auth/safe-redirect.ts";

export type Access = "all" | "login" | "subscription" | "guest";

function intendedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

function withRedirect(target: string, request: Request): string {
  return `${target}?redirect=${encodeURIComponent(intendedPath(request))}`;
}

/**
 * True when the stored session is usable: its access token is valid or could be renewed, or it could
 * not be asked (no connection, a busy server): the page opens and says what it can show offline
 * (docs/decisions/049). Only the server's refusal ends the session.
 */
async function sessionHolds(): Promise<boolean> {
  try {
    return (await freshAccessToken()) !== null;
  } catch (error) {
    return !(error instanceof SessionExpiredError);
  }
}

/** The loader that enforces `access`, or undefined for public routes. */
export function guardLoader(access: Access) {
  if (access === "all") return undefined;
  return async ({ request }: LoaderFunctionArgs) => {
    const session = readSession();
    if (access === "guest")
      return session ? redirect(afterSignInPath(new URL(request.url).searchParams, session.user.role)) : null;
    if (!session) return redirect(withRedirect("/signin", request));
    if (!(await sessionHolds())) {
      clearSession();
      return redirect(signInAgainPath(intendedPath(request)));
    }
    if (access === "subscription" && !readSession()?.isSubscriptionActive) {
      return redirect(withRedirect("/payment", request));
    }
    return null;
  };
}
