import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from "react-router";
import { setSessionExpiredNavigator } from "../../api/client.ts";
import type { RouteHandle } from "../../routes.tsx";
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

/** The SPA's root: every page below navigates through the router, also when a session ends. */
export function RootLayout() {
  const navigate = useNavigate();
  useEffect(() => setSessionExpiredNavigator((to) => void navigate(to)), [navigate]);
  return (
    <NavigationProvider value={routerNavigation}>
      <RoutedLayout />
    </NavigationProvider>
  );
}
