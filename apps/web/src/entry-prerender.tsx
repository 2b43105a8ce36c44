/**
 * Rendering on the server, so that a first visit paints the page before any JavaScript has run:
 * - `renderHome`, at build time (scripts/prerender.ts): the home document in Russian, as a signed-out
 *   visitor sees it; src/entry-home.tsx then hydrates the same markup.
 * - `renderPage`, at run time (the server, for every other page): the SPA's page at an address in the
 *   visitor's language, as a signed-out visitor sees it, with the data its queries asked for, and that
 *   data (dehydrated) for the SPA's first render, which then replaces the markup with the same page.
 */
import { type DehydratedState, dehydrate, type Query, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { createQueryClient } from "./api/query-client.ts";
import { setApiTransport } from "./api/transport.ts";
import { HOME_NAMESPACES, HomeApp } from "./home-document.tsx";
import i18n, { type Language } from "./i18n/index.ts";
import { routes } from "./routes.tsx";

/** The HTML of the home document's #root. */
export async function renderHome(): Promise<string> {
  await i18n.changeLanguage("ru");
  await i18n.loadNamespaces(HOME_NAMESPACES);
  return renderToString(<HomeApp client={createQueryClient()} />);
}

/** A page rendered on the server: the markup of #root and its queries' data. */
export interface RenderedPage {
  markup: string;
  state: DehydratedState;
}

/** Answers the API requests the page's queries make (the server, in-process). */
export type ApiRequest = (path: string, init: RequestInit) => Promise<Response>;

/** The query rounds a page may take: its queries, then those that wait for their data. */
const QUERY_ROUNDS = 3;

const handler = createStaticHandler(routes);

/** A query its page would run: `enabled` (an observer's option, kept in the query's) is not false. */
function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === "function" ? enabled(query) : enabled) !== false;
}

async function render(url: string, language: Language, request: ApiRequest): Promise<RenderedPage | null> {
  setApiTransport(request);
  await i18n.changeLanguage(language);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  // A guard's redirect (a page for the signed-in) or a route's failure: the SPA decides in the browser.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  // A failed request is not asked again here: the SPA asks in the browser.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const html = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
  // Rendering builds the queries the page asks for (it does not run them): they run, and it renders again.
  let markup = html();
  for (let round = 0; round < QUERY_ROUNDS; round++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === "pending" && isEnabled(query));
    if (waiting.length === 0) break;
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    markup = html();
  }
  return { markup, state: dehydrate(client) };
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `url` (path and query) in `language`, or null when the server leaves it to the SPA. One
 * page at a time: the language and the API transport are the module's own.
 */
export function renderPage(
  url: string,
  language: Language,
  request: ApiRequest,
): Promise<RenderedPage | null> {
  const rendered = queue.then(() => render(url, language, request));
  queue = rendered.catch(() => undefined);
  return rendered;
}
