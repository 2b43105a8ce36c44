import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from "react-router";
import {
  SIGNED_OUT_ELSEWHERE_REASON,
  setSessionExpiredNavigator,
  signInAgainPath,
} from "../../api/client.ts";
import { onSessionEndedElsewhere } from "../../api/session.ts";
import type { RouteHandle } from "../../route-table.ts";
import { NavigationProvider } from "../../ui/navigation.tsx";
import { routerNavigation } from "../../ui/router-navigation.tsx";
import { useHashScroll } from "../../ui/use-hash-scroll.ts";
import styles from "./layout.module.css";
import { MainShell } from "./main-shell.tsx";
import { usePageSeo } from "./use-page-seo.ts";

/** The handle of the deepest matched route: it decides layout and title. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return undefined;
}

/** Shown while a page's code or texts are still loading. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className={styles.pageLoading}>
      {t("state.loading")}
    </div>
  );
}

/** The page, waiting (without a flash) for its lazily loaded texts. */
function Page() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** Picks the main layout (header, page, footer) or the blank one from the route's handle. */
function RoutedLayout() {
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  useHashScroll();
  usePageSeo(handle?.title, pathname);

  if (handle?.layout === "blank") {
    return (
      <main id="content" className={styles.blank}>
        <Page />
        <ScrollRestoration />
      </main>
    );
  }
  return (
    <>
      <MainShell>
        <Page />
      </MainShell>
      <ScrollRestoration />
    </>
  );
}

/**
 * Every tab notices the end of the session: when another tab signs out, a page that needs the session
 * goes to /signin with the way back here (a public page stays; its header follows the session itself).
 */
function useSessionEndElsewhere(navigate: (to: string) => void) {
  const access = useRouteHandle()?.access;
  const { pathname, search, hash } = useLocation();
  // Where to come back to, when the page needs the session; read when the other tab signs out.
  const back = useRef<string | null>(null);
  back.current = access === "login" || access === "subscription" ? pathname + search + hash : null;
  useEffect(
    () =>
      onSessionEndedElsewhere(() => {
        if (back.current !== null) navigate(signInAgainPath(back.current, SIGNED_OUT_ELSEWHERE_REASON));
      }),
    [navigate],
  );
}

/** The SPA's root: every page below navigates through the router, also when a session ends. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setSessionExpiredNavigator((to) => void navigate(to)), [navigate]);
  useSessionEndElsewhere(navigate);
  return (
    <NavigationProvider value={routerNavigation}>
      <RoutedLayout />
    </NavigationProvider>
  );
}
