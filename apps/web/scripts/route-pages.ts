/**
 * Each route's page module, translation namespaces and title key, read from the route table's source
 * (src/routes.tsx): `route("<path>", page(() => import("<module>"), "<Name>", [<namespaces>]), main("<access>",
 * "<title>"))`, or a page declared once as a constant (`const legal = page(…)`) and named in several routes.
 */

export interface RoutePage {
  /** The route's path pattern ("*" for the not-found page). */
  path: string;
  /** The page's module, relative to src/ ("features/auth/vk-callback-page.tsx"). */
  module: string;
  namespaces: string[];
  /** The key of its title (and description) in the common texts: `titles.<key>`, `descriptions.<key>`. */
  title: string;
}

type Page = Omit<RoutePage, "path" | "title">;

/** `page(() => import("<module>"), "<Name>"` with, optionally, `, [<namespaces>]`. */
const PAGE = String.raw`page\(\s*\(\) => import\("\./([^"]+)"\),\s*"\w+"(?:,\s*\[([^\]]*)\])?\s*,?\s*\)`;
const CONSTANT = new RegExp(String.raw`const (\w+) = ${PAGE}`, "g");
/** The route's handle: `main("<access>", "<title>")` or `blank(…)`. */
const HANDLE = String.raw`(?:main|blank)\(\s*"\w+",\s*"(\w+)"\s*\)`;
const ROUTE = new RegExp(String.raw`route\(\s*"([^"]+)",\s*(?:${PAGE}|(\w+)),\s*${HANDLE}`, "g");

function pageOf(module: string, namespaces: string | undefined): Page {
  const names = [...(namespaces ?? "").matchAll(/"([\w-]+)"/g)].map((match) => match[1] as string);
  return { module, namespaces: names };
}

export function routePages(source: string): RoutePage[] {
  const constants = new Map<string, Page>();
  for (const [, name, module, namespaces] of source.matchAll(CONSTANT))
    constants.set(name as string, pageOf(module as string, namespaces));
  return [...source.matchAll(ROUTE)].map(([, path, module, namespaces, constant, title]) => {
    const page = module ? pageOf(module, namespaces) : constants.get(constant ?? "");
    if (!page) throw new Error(`The route ${path} names a page that is not declared: ${constant}`);
    return { path: path as string, ...page, title: title as string };
  });
}
