/**
 * The router's routes, from the route table (route-table.ts): each route's page loads lazily, its code
 * and its texts together, and its guard is the loader its access asks for.
 */
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RootLayout } from "./features/layout/root-layout.tsx";
import { RouteError } from "./features/layout/route-error.tsx";
import { guardLoader } from "./guards.ts";
import i18n from "./i18n/index.ts";
import { ROUTE_TABLE, type RouteEntry, type RoutePage } from "./route-table.ts";

type Lazy = NonNullable<RouteObject["lazy"]>;

/** Every page module (a `features/<feature>/<name>-page.tsx`), each a chunk of its own, loaded on demand. */
const pageModules = import.meta.glob<Record<string, unknown>>("./features/*/*-page.tsx");

/**
 * A lazily loaded page: its code and the translation namespaces it needs load in parallel, so the
 * page renders at once instead of suspending for its texts after its code arrives.
 */
function lazyPage({ module, component, namespaces }: RoutePage): Lazy {
  const load = pageModules[`./${module}`];
  if (!load) throw new Error(`The route table names a page module that is not there: ${module}`);
  return async () => {
    const [loaded] = await Promise.all([load(), i18n.loadNamespaces([...namespaces])]);
    const Component = loaded[component];
    if (!Component) throw new Error(`${module} exports no ${component}`);
    return { Component: Component as ComponentType };
  };
}

function route({ path, page, handle }: RouteEntry): RouteObject {
  return { path, lazy: lazyPage(page), handle, loader: guardLoader(handle.access) };
}

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: ROUTE_TABLE.map(route),
  },
];
