/**
 * The home page as a document of its own: the main layout and the home page without the router, so
 * a first visit to "/" loads React, the texts and this page only (src/entry-home.tsx). Its links load
 * the SPA's pages; the SPA shows the same page at "/" when navigated to from inside.
 */
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { HomePage } from "./features/home/home-page.tsx";
import { MainShell } from "./features/layout/main-shell.tsx";
import { PageError } from "./features/layout/page-error.tsx";
import { usePageSeo } from "./features/layout/use-page-seo.ts";
import { ErrorBoundary } from "./ui/error-boundary.tsx";
import { useHashScroll } from "./ui/use-hash-scroll.ts";

/** The namespaces the home document renders with. */
export const HOME_NAMESPACES = ["common", "home", "plans"];

/** Scrolls to the URL's hash: a leaf, so a hash in the address re-renders only this after hydration. */
function HashScroll() {
  useHashScroll();
  return null;
}

function HomeDocument() {
  usePageSeo("home", "/");
  // Tells whoever waits (the browser journeys) that the pre-rendered markup now answers clicks.
  useEffect(() => {
    document.documentElement.dataset.interactive = "";
  }, []);
  return (
    <MainShell>
      <HomePage />
      <HashScroll />
    </MainShell>
  );
}

/** The whole home document, the same when pre-rendered and in the browser. */
export function HomeApp({ client }: { client: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <ErrorBoundary fallback={<PageError />}>
          <HomeDocument />
        </ErrorBoundary>
      </QueryClientProvider>
    </StrictMode>
  );
}
