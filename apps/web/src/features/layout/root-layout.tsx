import { Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, ScrollRestoration, useLocation, useMatches } from "react-router";
import type { RouteHandle } from "../../routes.tsx";
import { applySeo } from "../../ui/seo.ts";
import { useHashScroll } from "../../ui/use-hash-scroll.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import styles from "./layout.module.css";

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
export function RootLayout() {
  const handle = useRouteHandle();
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  useHashScroll();

  useEffect(() => {
    if (!handle) return;
    const title = t(`titles.${handle.title}`);
    applySeo({
      title: handle.title === "home" ? title : `${title} — ${t("brand")}`,
      description: t(`descriptions.${handle.title}`, { defaultValue: t("descriptions.default") }),
      path: pathname,
      language: i18n.language,
      siteName: t("brand"),
    });
  }, [handle, t, i18n.language, pathname]);

  if (handle?.layout === "blank") {
    return (
      <main id="content" className={styles.blank}>
        <Page />
        <ScrollRestoration />
      </main>
    );
  }
  return (
    <div className={styles.shell}>
      <a href="#content" className={styles.skipLink}>
        {t("skipToContent")}
      </a>
      <Header />
      <main id="content" className={styles.main} tabIndex={-1}>
        <Page />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
