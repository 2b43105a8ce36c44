/**
 * The `redirect` query parameter after sign-in (spec section 2): only a path on this site is followed,
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

/** Where to go after signing in: the safe `redirect` parameter, else /app. */
export function afterSignInPath(search: URLSearchParams): string {
  return safeRedirectPath(search.get("redirect")) ?? DEFAULT_AFTER_SIGN_IN;
}
