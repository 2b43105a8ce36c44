/**
 * The `redirect` query parameter after sign-in: only a path on this site is followed,
 * so a crafted link cannot send a person elsewhere (`//evil.example`, `https://…`, `/\evil`, `javascript:`).
 */
export const DEFAULT_AFTER_SIGN_IN = "/app";

/** `value` when it is a same-origin path starting with "/", else null. */
export function safeRedirectPath(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

/** Where an administrator lands when no page was asked for: the blog administration. */
export const ADMIN_AFTER_SIGN_IN = "/admin";

/** Where to go after signing in: the safe `redirect` parameter, else /admin for an admin, else /app. */
export function afterSignInPath(search: URLSearchParams, role?: "user" | "admin"): string {
  return (
    safeRedirectPath(search.get("redirect")) ??
    (role === "admin" ? ADMIN_AFTER_SIGN_IN : DEFAULT_AFTER_SIGN_IN)
  );
}
