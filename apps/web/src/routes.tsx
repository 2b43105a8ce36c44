/**
 * The route table: every route of the spec's section 2. Each route's `handle` says its layout
 * (main with header and footer, or blank), its access, and its title's i18n key.
 */
import type { RouteObject } from "react-router";
import { RootLayout } from "./features/layout/root-layout.tsx";
import { RouteError } from "./features/layout/route-error.tsx";
import { type Access, guardLoader } from "./guards.ts";

export type LayoutKind = "main" | "blank";

export interface RouteHandle {
  layout: LayoutKind;
  access: Access;
  /** i18n key of the page title (namespace common, under `titles`). */
  title: string;
}

type Lazy = NonNullable<RouteObject["lazy"]>;

const placeholder: Lazy = () =>
  import("./features/content/placeholder-page.tsx").then((m) => ({ Component: m.PlaceholderPage }));
const home: Lazy = () => import("./features/home/home-page.tsx").then((m) => ({ Component: m.HomePage }));
const legal: Lazy = () =>
  import("./features/content/legal-page.tsx").then((m) => ({ Component: m.LegalPage }));
const democalc: Lazy = () =>
  import("./features/calculator/democalc-page.tsx").then((m) => ({ Component: m.DemoCalcPage }));
const testcalc: Lazy = () =>
  import("./features/calculator/testcalc-page.tsx").then((m) => ({ Component: m.TestCalcPage }));
const sitemap: Lazy = () =>
  import("./features/content/sitemap-page.tsx").then((m) => ({ Component: m.SitemapPage }));
const notFound: Lazy = () =>
  import("./features/content/not-found-page.tsx").then((m) => ({ Component: m.NotFoundPage }));

function route(path: string, lazy: Lazy, handle: RouteHandle): RouteObject {
  return { path, lazy, handle, loader: guardLoader(handle.access) };
}

const main = (access: Access, title: string): RouteHandle => ({ layout: "main", access, title });
const blank = (access: Access, title: string): RouteHandle => ({ layout: "blank", access, title });

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      route("/", home, main("all", "home")),
      route("/blog", placeholder, main("all", "blog")),
      route("/category/:category", placeholder, main("all", "category")),
      route("/post/:slug", placeholder, main("all", "post")),
      route("/tag/:slug", placeholder, main("all", "tag")),
      route("/article", legal, main("all", "article")),
      route("/app", placeholder, main("subscription", "app")),
      route("/print", placeholder, blank("login", "print")),
      route("/signin", placeholder, main("guest", "signin")),
      route("/register", placeholder, main("guest", "register")),
      route("/democalc", democalc, main("all", "democalc")),
      route("/testcalc", testcalc, main("all", "testcalc")),
      route("/profile", placeholder, main("login", "profile")),
      route("/pndpolicy", legal, main("all", "pndpolicy")),
      route("/oferta", legal, main("all", "oferta")),
      route("/payment", placeholder, main("login", "payment")),
      route("/payment/success", placeholder, main("all", "paymentSuccess")),
      route("/payment/fail", placeholder, main("all", "paymentFail")),
      route("/nabory", placeholder, main("all", "sets")),
      route("/nabory/:id", placeholder, main("all", "set")),
      route("/nabory/:id/kupit", placeholder, main("all", "setPurchase")),
      route("/oauth/vk/callback", placeholder, main("all", "vkCallback")),
      route("/sitemap", sitemap, blank("all", "sitemap")),
      route("*", notFound, main("all", "notFound")),
    ],
  },
];
