/**
 * Hash navigation (the home page's scroll targets are listed in home-page.tsx): a hash in the URL
 * scrolls smoothly to its element after about 100 ms, so a lazily rendered page has time to lay out.
 * A missing element logs a warning; the target `/register` is a route, not an element, and is
 * navigated to instead.
 */
import { useCallback, useEffect } from "react";
import { type AppNavigate, useAppLocation, useAppNavigate } from "./navigation.tsx";

export const HASH_SCROLL_DELAY_MS = 100;

/** Scroll targets that are routes: scrolling to one navigates there. */
const ROUTE_TARGETS = new Set(["/register"]);

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * Scrolls smoothly to the element whose id is `target` (with or without a leading `#`), or navigates
 * to `target` when it is a route target such as `/register`. Returns false when nothing was found.
 */
export function scrollToTarget(target: string, navigate: AppNavigate): boolean {
  const id = target.replace(/^#/, "");
  if (ROUTE_TARGETS.has(id)) {
    navigate(id);
    return true;
  }
  const element = id ? document.getElementById(id) : null;
  if (!element) {
    console.warn(`Scroll target "#${id}" was not found on this page.`);
    return false;
  }
  // Sections laid out only near the viewport (content-visibility) stand in at a guessed height: a jump
  // computed over them lands hundreds of px off. The whole page is laid out first, for good.
  document.documentElement.dataset.laidOut = "";
  const behavior = prefersReducedMotion() ? "auto" : "smooth";
  element.scrollIntoView({ behavior, block: "start" });
  keepInPlace(element, behavior);
  return true;
}

/**
 * How long a jump's target is kept in place after the page last changed height (what is above it still
 * loading), and for how long at most.
 */
const SETTLE_MS = 3000;
const SETTLE_AT_MOST_MS = 15_000;
/** What the person does to scroll by themselves: the page stops following the target then. */
const OWN_SCROLLING = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Stops following the previous jump's target: a new jump replaces it. */
let stopFollowing = () => {};

/**
 * Keeps `element` where the jump put it while the page above it still grows (plans, sets and reviews
 * arriving from the API, later on a slow connection or a busy phone): each change of the page's height
 * scrolls to it again, until the page has been still for SETTLE_MS, SETTLE_AT_MOST_MS have passed, or
 * the person scrolls by themselves or jumps elsewhere.
 */
function keepInPlace(element: HTMLElement, behavior: ScrollBehavior): void {
  if (typeof ResizeObserver !== "function") return;
  stopFollowing();
  let quiet = setTimeout(() => stop(), SETTLE_MS);
  const observer = new ResizeObserver(() => {
    element.scrollIntoView({ behavior, block: "start" });
    clearTimeout(quiet);
    quiet = setTimeout(() => stop(), SETTLE_MS);
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    for (const event of OWN_SCROLLING) window.removeEventListener(event, stop);
    stopFollowing = () => {};
  };
  stopFollowing = stop;
  const limit = setTimeout(stop, SETTLE_AT_MOST_MS);
  for (const event of OWN_SCROLLING) window.addEventListener(event, stop, { passive: true });
  observer.observe(document.body);
}

/** A function that scrolls to a target (see `scrollToTarget`), for buttons and scroll links. */
export function useScrollTo(): (target: string) => boolean {
  const navigate = useAppNavigate();
  return useCallback((target: string) => scrollToTarget(target, navigate), [navigate]);
}

/** Scrolls to the URL's hash target `HASH_SCROLL_DELAY_MS` after every navigation that has one. */
export function useHashScroll(): void {
  const { hash, pathname, key } = useAppLocation();
  const navigate = useAppNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on every navigation (key), even to the same hash
  useEffect(() => {
    if (hash.length < 2) return;
    const target = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => scrollToTarget(target, navigate), HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, pathname, key, navigate]);
}
