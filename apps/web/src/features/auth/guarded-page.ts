/**
 * Why /signin was opened from a page that needs a session (the guards' `?redirect=`): the page the
 * person was going to, as the sign-in page names it, or null when they came of their own accord.
 */
export type GuardedPage = "app" | "mandalas" | "colour" | "profile" | "payment" | "other";

const PAGES: readonly [RegExp, GuardedPage][] = [
  [/^\/app(?:[/?#]|$)/, "app"],
  [/^\/mandalas\/[^/]+\/colour(?:[?#]|$)/, "colour"],
  [/^\/mandalas(?:[/?#]|$)/, "mandalas"],
  [/^\/profile(?:[/?#]|$)/, "profile"],
  [/^\/payment(?:[/?#]|$)/, "payment"],
];

export function guardedPage(redirect: string | null): GuardedPage | null {
  if (!redirect?.startsWith("/")) return null;
  return PAGES.find(([pattern]) => pattern.test(redirect))?.[1] ?? "other";
}
