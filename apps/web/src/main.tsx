import "@fontsource-variable/manrope/index.css";
import "@fontsource/lora/600.css";
import "./ui/global.css";
import "./i18n/index.ts";
import { hydrate, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { createQueryClient } from "./api/query-client.ts";
import { forgetStoredTokens, readSession } from "./api/session.ts";
import { routes } from "./routes.tsx";
import { startInstallableApp } from "./ui/app-install.ts";

startInstallableApp();
// Tokens an earlier version kept in local storage go before anything reads the session.
forgetStoredTokens();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

/*
 * A page the server rendered (apps/server/src/plugins/web-app.ts) comes with its queries' data, as a
 * signed-out visitor sees them: the first render starts from it (signed in, the page asks again), so it
 * draws the same page in place of the markup, without waiting for the API.
 */
const serverState = document.getElementById("page-state");
const serverRendered = Boolean(serverState?.textContent) && !readSession();
if (serverRendered) hydrate(queryClient, JSON.parse(serverState?.textContent ?? "{}"));

// The first render waits for the page's code and texts, so it does not blink through a loading frame.
if (!router.state.initialized) {
  await new Promise<void>((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Takes over from the server's markup, which stays (inert) until React commits the page in its place,
 * in the same frame; the page then answers, and whoever waits (the browser journeys) is told.
 */
function TakeOver({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    container?.removeAttribute("inert");
    container?.removeAttribute("aria-disabled");
    document.documentElement.dataset.interactive = "";
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <TakeOver>
        <RouterProvider router={router} />
      </TakeOver>
    </QueryClientProvider>
  </StrictMode>
);
/*
 * As a transition, React renders in slices that leave the main thread free between them. The server's
 * markup is hydrated in place (no page built and laid out again); where it differs (the texts of
 * another language than the server's), React renders the page over it, and says so.
 */
startTransition(() => {
  if (serverRendered)
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn("the server's page was rendered again:", error),
    });
  else createRoot(container).render(app);
});
