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

const home: Lazy = () => import("./features/home/home-page.tsx").then((m) => ({ Component: m.HomePage }));
const legal: Lazy = () =>
  import("./features/content/legal-page.tsx").then((m) => ({ Component: m.LegalPage }));
const democalc: Lazy = () =>
  import("./features/calculator/democalc-page.tsx").then((m) => ({ Component: m.DemoCalcPage }));
const testcalc: Lazy = () =>
  import("./features/calculator/testcalc-page.tsx").then((m) => ({ Component: m.TestCalcPage }));
const blog: Lazy = () => import("./features/blog/blog-page.tsx").then((m) => ({ Component: m.BlogPage }));
const category: Lazy = () =>
  import("./features/blog/category-page.tsx").then((m) => ({ Component: m.CategoryPage }));
const post: Lazy = () => import("./features/blog/post-page.tsx").then((m) => ({ Component: m.PostPage }));
const tag: Lazy = () => import("./features/blog/tag-page.tsx").then((m) => ({ Component: m.TagPage }));
const admin: Lazy = () => import("./features/admin/admin-page.tsx").then((m) => ({ Component: m.AdminPage }));
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
      route("/blog", blog, main("all", "blog")),
      route("/category/:category", category, main("all", "category")),
      route("/post/:slug", post, main("all", "post")),
      route("/tag/:slug", tag, main("all", "tag")),
      route("/admin", admin, main("login", "admin")),
      route("/article", legal, main("all", "article")),
      route(
        "/app",
        () => import("./features/builder/builder-page.tsx").then((m) => ({ Component: m.BuilderPage })),
        main("subscription", "app"),
      ),
      route(
        "/print",
        () => import("./features/print/print-page.tsx").then((m) => ({ Component: m.PrintPage })),
        blank("login", "print"),
      ),
      route(
        "/mandalas",
        () =>
          import("./features/my-mandalas/my-mandalas-page.tsx").then((m) => ({
            Component: m.MyMandalasPage,
          })),
        main("login", "mandalas"),
      ),
      route(
        "/signin",
        () => import("./features/auth/sign-in-page.tsx").then((m) => ({ Component: m.SignInPage })),
        main("guest", "signin"),
      ),
      route(
        "/register",
        () => import("./features/auth/register-page.tsx").then((m) => ({ Component: m.RegisterPage })),
        main("guest", "register"),
      ),
      route("/democalc", democalc, main("all", "democalc")),
      route("/testcalc", testcalc, main("all", "testcalc")),
      route(
        "/profile",
        () => import("./features/profile/profile-page.tsx").then((m) => ({ Component: m.ProfilePage })),
        main("login", "profile"),
      ),
      route("/pndpolicy", legal, main("all", "pndpolicy")),
      route("/oferta", legal, main("all", "oferta")),
      route(
        "/payment",
        () => import("./features/billing/payment-page.tsx").then((m) => ({ Component: m.PaymentPage })),
        main("login", "payment"),
      ),
      route(
        "/payment/success",
        () =>
          import("./features/billing/payment-result-page.tsx").then((m) => ({
            Component: m.PaymentResultPage,
          })),
        main("all", "paymentSuccess"),
      ),
      route(
        "/payment/fail",
        () =>
          import("./features/billing/payment-result-page.tsx").then((m) => ({
            Component: m.PaymentResultPage,
          })),
        main("all", "paymentFail"),
      ),
      route(
        "/nabory",
        () => import("./features/learning-sets/sets-page.tsx").then((m) => ({ Component: m.SetsPage })),
        main("all", "sets"),
      ),
      route(
        "/nabory/:id",
        () => import("./features/learning-sets/set-page.tsx").then((m) => ({ Component: m.SetPage })),
        main("all", "set"),
      ),
      route(
        "/nabory/:id/kupit",
        () =>
          import("./features/learning-sets/set-purchase-page.tsx").then((m) => ({
            Component: m.SetPurchasePage,
          })),
        main("all", "setPurchase"),
      ),
      route(
        "/oauth/vk/callback",
        () => import("./features/auth/vk-callback-page.tsx").then((m) => ({ Component: m.VkCallbackPage })),
        main("all", "vkCallback"),
      ),
      route("/sitemap", sitemap, blank("all", "sitemap")),
      route("*", notFound, main("all", "notFound")),
    ],
  },
];
