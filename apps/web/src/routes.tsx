/**
 * The route table: every route of the spec's section 2, at the addresses of @mandala/contract/pages
 * (which the server answers with 200; anything else is a 404). Each route's `handle` says its layout
 * (main with header and footer, or blank), its access, and its title's i18n key.
 */
import type { PagePath } from "@mandala/contract/pages";
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { RootLayout } from "./features/layout/root-layout.tsx";
import { RouteError } from "./features/layout/route-error.tsx";
import { type Access, guardLoader } from "./guards.ts";
import i18n from "./i18n/index.ts";

export type LayoutKind = "main" | "blank";

export interface RouteHandle {
  layout: LayoutKind;
  access: Access;
  /** i18n key of the page title (namespace common, under `titles`). */
  title: string;
}

type Lazy = NonNullable<RouteObject["lazy"]>;

/**
 * A lazily loaded page: its code and the translation namespaces it needs load in parallel, so the
 * page renders at once instead of suspending for its texts after its code arrives.
 */
function page<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K & (M[K] extends ComponentType ? K : never),
  namespaces: string[] = [],
): Lazy {
  return async () => {
    const [module] = await Promise.all([load(), i18n.loadNamespaces(namespaces)]);
    return { Component: module[name] as ComponentType };
  };
}

const legal = page(() => import("./features/content/legal-page.tsx"), "LegalPage");
const paymentResult = page(() => import("./features/billing/payment-result-page.tsx"), "PaymentResultPage", [
  "billing",
]);

function route(path: PagePath | "*", lazy: Lazy, handle: RouteHandle): RouteObject {
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
      route(
        "/",
        page(() => import("./features/home/home-page.tsx"), "HomePage", ["home", "plans"]),
        main("all", "home"),
      ),
      route(
        "/blog",
        page(() => import("./features/blog/blog-page.tsx"), "BlogPage", ["blog"]),
        main("all", "blog"),
      ),
      route(
        "/category/:category",
        page(() => import("./features/blog/category-page.tsx"), "CategoryPage", ["blog"]),
        main("all", "category"),
      ),
      route(
        "/post/:slug",
        page(() => import("./features/blog/post-page.tsx"), "PostPage", ["blog"]),
        main("all", "post"),
      ),
      route(
        "/tag/:slug",
        page(() => import("./features/blog/tag-page.tsx"), "TagPage", ["blog"]),
        main("all", "tag"),
      ),
      route(
        "/admin",
        page(() => import("./features/admin/admin-page.tsx"), "AdminPage", ["admin", "blog"]),
        main("login", "admin"),
      ),
      route("/article", legal, main("all", "article")),
      route(
        "/app",
        page(() => import("./features/builder/builder-page.tsx"), "BuilderPage", [
          "builder",
          "calculator",
          "plans",
        ]),
        main("subscription", "app"),
      ),
      route(
        "/print",
        page(() => import("./features/print/print-page.tsx"), "PrintPage", ["print", "builder"]),
        blank("login", "print"),
      ),
      route(
        "/mandalas",
        page(() => import("./features/my-mandalas/my-mandalas-page.tsx"), "MyMandalasPage", [
          "mandalas",
          "builder",
        ]),
        main("login", "mandalas"),
      ),
      route(
        "/signin",
        page(() => import("./features/auth/sign-in-page.tsx"), "SignInPage", ["auth"]),
        main("guest", "signin"),
      ),
      route(
        "/register",
        page(() => import("./features/auth/register-page.tsx"), "RegisterPage", ["auth", "plans"]),
        main("guest", "register"),
      ),
      route(
        "/forgot-password",
        page(() => import("./features/auth/forgot-password-page.tsx"), "ForgotPasswordPage", ["auth"]),
        main("all", "forgotPassword"),
      ),
      route(
        "/reset-password",
        page(() => import("./features/auth/reset-password-page.tsx"), "ResetPasswordPage", ["auth"]),
        main("all", "resetPassword"),
      ),
      route(
        "/email-change",
        page(() => import("./features/auth/email-change-page.tsx"), "EmailChangePage", ["auth"]),
        main("all", "emailChange"),
      ),
      route(
        "/democalc",
        page(() => import("./features/calculator/democalc-page.tsx"), "DemoCalcPage", ["calculator"]),
        main("all", "democalc"),
      ),
      route(
        "/testcalc",
        page(() => import("./features/calculator/testcalc-page.tsx"), "TestCalcPage", ["calculator"]),
        main("all", "testcalc"),
      ),
      route(
        "/profile",
        page(() => import("./features/profile/profile-page.tsx"), "ProfilePage", ["profile", "plans"]),
        main("login", "profile"),
      ),
      route(
        "/account-deletion",
        page(() => import("./features/profile/account-deletion-page.tsx"), "AccountDeletionPage", [
          "profile",
        ]),
        main("all", "accountDeletion"),
      ),
      route("/pndpolicy", legal, main("all", "pndpolicy")),
      route("/oferta", legal, main("all", "oferta")),
      route(
        "/payment",
        page(() => import("./features/billing/payment-page.tsx"), "PaymentPage", ["billing", "plans"]),
        main("login", "payment"),
      ),
      route("/payment/success", paymentResult, main("all", "paymentSuccess")),
      route("/payment/fail", paymentResult, main("all", "paymentFail")),
      route(
        "/nabory",
        page(() => import("./features/learning-sets/sets-page.tsx"), "SetsPage", ["sets"]),
        main("all", "sets"),
      ),
      route(
        "/nabory/:id",
        page(() => import("./features/learning-sets/set-page.tsx"), "SetPage", ["sets"]),
        main("all", "set"),
      ),
      route(
        "/nabory/:id/kupit",
        page(() => import("./features/learning-sets/set-purchase-page.tsx"), "SetPurchasePage", ["sets"]),
        main("all", "setPurchase"),
      ),
      route(
        "/nabory/:id/raskrasit",
        page(() => import("./features/learning-sets/set-colour-page.tsx"), "SetColourPage", ["sets"]),
        main("all", "setColour"),
      ),
      route(
        "/oauth/vk/callback",
        page(() => import("./features/auth/vk-callback-page.tsx"), "VkCallbackPage", ["auth"]),
        main("all", "vkCallback"),
      ),
      route(
        "/sitemap",
        page(() => import("./features/content/sitemap-page.tsx"), "SitemapPage"),
        blank("all", "sitemap"),
      ),
      route(
        "/mandalas/:id/colour",
        page(() => import("./features/colouring/colouring-page.tsx"), "ColouringPage", ["colouring"]),
        main("login", "colour"),
      ),
      route(
        "/colour",
        page(() => import("./features/colouring/demo-colouring-page.tsx"), "DemoColouringPage", [
          "colouring",
        ]),
        main("all", "colour"),
      ),
      route(
        "/s/:token",
        page(() => import("./features/colouring/share-page.tsx"), "SharePage", ["colouring"]),
        main("all", "shared"),
      ),
      route(
        "*",
        page(() => import("./features/content/not-found-page.tsx"), "NotFoundPage"),
        main("all", "notFound"),
      ),
    ],
  },
];
