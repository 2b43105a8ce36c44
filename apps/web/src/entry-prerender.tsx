/**
 * Pre-rendering (run at build time by scripts/prerender.ts): the home document as static HTML in
 * Russian, as a signed-out visitor sees it, so that a first visit paints the page before any
 * JavaScript has run. src/entry-home.tsx then hydrates the same markup.
 */
import { renderToString } from "react-dom/server";
import { createQueryClient } from "./api/query-client.ts";
import { HOME_NAMESPACES, HomeApp } from "./home-document.tsx";
import i18n from "./i18n/index.ts";

/** The HTML of the home document's #root. */
export async function renderHome(): Promise<string> {
  await i18n.changeLanguage("ru");
  await i18n.loadNamespaces(HOME_NAMESPACES);
  return renderToString(<HomeApp client={createQueryClient()} />);
}
