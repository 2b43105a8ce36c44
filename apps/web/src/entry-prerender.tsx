/**
 * Pre-rendering (run at build time by scripts/prerender.ts): the home page as static HTML in
 * Russian, so that a first visit paints the page before any JavaScript has run. The browser then
 * renders the same page over it (src/main.tsx waits for the route to be ready, so nothing flashes).
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import i18n from "./i18n/index.ts";
import { routes } from "./routes.tsx";

/** The HTML of the page at `path` (a public page without data loaders), as a signed-out visitor sees it. */
export async function render(path: string): Promise<string> {
  await i18n.changeLanguage("ru");
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect: it cannot be pre-rendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
