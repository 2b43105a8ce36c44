/**
 * Links and location for the components that two entries share: the SPA (src/main.tsx, where the
 * router navigates) and the home page's own document (src/entry-home.tsx, which ships without the
 * router to stay light). Components use `AppLink`, `useAppLocation` and `useAppNavigate`; the SPA's
 * root layout provides the router's versions, and without a provider they act on the document: a
 * link is a plain `<a>` that loads the page, and a link to a hash on this page scrolls to it.
 */
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type MouseEvent,
  useContext,
  useSyncExternalStore,
} from "react";

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string };

export interface AppLocation {
  pathname: string;
  hash: string;
  /** Changes on every navigation, also to the hash already shown (so it is scrolled to again). */
  key: string;
}

export type AppNavigate = (to: string) => void;

export interface Navigation {
  Link: ComponentType<AppLinkProps>;
  useLocation(): AppLocation;
  useNavigate(): AppNavigate;
}

const listeners = new Set<() => void>();
let snapshot: AppLocation | null = null;
let navigations = 0;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
}

function readLocation(): AppLocation {
  const { pathname, hash } = window.location;
  if (snapshot?.pathname !== pathname || snapshot.hash !== hash) {
    snapshot = {
      pathname,
      hash,
      key: navigations === 0 ? PRERENDERED_LOCATION.key : `document-${navigations}`,
    };
  }
  return snapshot;
}

/**
 * The location the home page is pre-rendered at. Hydration compares it with the document's location,
 * and components whose location differs render again at once (not in slices): keep them few.
 */
const PRERENDERED_LOCATION: AppLocation = { pathname: "/", hash: "", key: "document" };

/** The target's hash when `to` points into the current document, else null. */
function hashOnThisPage(to: string): string | null {
  const url = new URL(to, window.location.href);
  const here = window.location;
  return url.hash &&
    url.origin === here.origin &&
    url.pathname === here.pathname &&
    url.search === here.search
    ? url.hash
    : null;
}

/** Goes to `to`: a hash on this page is pushed to the history (and scrolled to), anything else loads. */
function goTo(to: string): void {
  const hash = hashOnThisPage(to);
  if (hash === null) {
    window.location.assign(to);
    return;
  }
  window.history.pushState(null, "", hash);
  navigations += 1;
  snapshot = null;
  for (const listener of listeners) listener();
}

function DocumentLink({ to, onClick, ...props }: AppLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (event.defaultPrevented || !plainClick || props.target || hashOnThisPage(to) === null) return;
    event.preventDefault();
    goTo(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}

/** Navigation of a document without a router. */
export const documentNavigation: Navigation = {
  Link: DocumentLink,
  useLocation: () => useSyncExternalStore(subscribe, readLocation, () => PRERENDERED_LOCATION),
  useNavigate: () => goTo,
};

const NavigationContext = createContext<Navigation>(documentNavigation);

export const NavigationProvider = NavigationContext.Provider;

/** A link to `to`, through the router where there is one. */
export function AppLink(props: AppLinkProps) {
  const { Link } = useContext(NavigationContext);
  return <Link {...props} />;
}

/** The current path, hash and navigation key. */
export function useAppLocation(): AppLocation {
  return useContext(NavigationContext).useLocation();
}

/** A function that goes to a path. */
export function useAppNavigate(): AppNavigate {
  return useContext(NavigationContext).useNavigate();
}
