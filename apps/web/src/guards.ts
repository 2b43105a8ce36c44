/**
 * Route guards (spec section 2), derived from each route's `handle.access`:
 * - login: a signed-out visitor goes to /signin?redirect=<the full intended path>;
 * - subscription: also, a signed-in user without an active subscription goes to /payment?redirect=…;
 * - guest (logged-out only): a signed-in user goes to /app;
 * - a failed check (the session cannot be renewed) signs the user out and goes to /signin.
 */
import { type LoaderFunctionArgs, redirect } from "react-router";
import { freshAccessToken } from "./api/client.ts";
import { clearSession, readSession } from "./api/session.ts";

export type Access = "all" | "login" | "subscription" | "guest";

function intendedPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search + url.hash;
}

function withRedirect(target: string, request: Request): string {
  return `${target}?redirect=${encodeURIComponent(intendedPath(request))}`;
}

/** True when the stored session is usable: its access token is valid or could be renewed. */
async function sessionHolds(): Promise<boolean> {
  try {
    return (await freshAccessToken()) !== null;
  } catch {
    return false;
  }
}

/** The loader that enforces `access`, or undefined for public routes. */
export function guardLoader(access: Access) {
  if (access === "all") return undefined;
  return async ({ request }: LoaderFunctionArgs) => {
    const session = readSession();
    if (access === "guest") return session ? redirect("/app") : null;
    if (!session) return redirect(withRedirect("/signin", request));
    if (!(await sessionHolds())) {
      clearSession();
      return redirect("/signin");
    }
    if (access === "subscription" && !readSession()?.isSubscriptionActive) {
      return redirect(withRedirect("/payment", request));
    }
    return null;
  };
}
