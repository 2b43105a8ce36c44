/**
 * The route table, as data: every route of the site, at the addresses of
 * @mandala/contract/pages (which the server answers with 200; anything else is a 404), with its page's
 * module, the translation namespaces the page needs, and its `handle`: its layout (main with header and
 * footer, or blank), its access, and its title's i18n key. The app maps it to the router's routes
 * (routes.tsx); the build reads it too (scripts/page-preloads.ts, scripts/page-heads.ts), so it imports
 * nothing that runs.
 */
import type { PagePath } from "@mandala/contract/pages";
import type { Access } from "./guards.ts";

export type LayoutKind = "main" | "blank";

export interface RouteHandle {
  layout: LayoutKind;
  access: Access;
  /** i18n key of the page title (namespace common, under `titles`; its description under `descriptions`). */
  title: string;
}

/** A route's page: a module of its own, loaded when the route is first entered. */
export interface RoutePage {
  /** The page's module, relative to src/: a `features/<feature>/<name>-page.tsx`. */
  module: `features/${string}/${string}-page.tsx`;
  /** The page's component, as the module exports it. */
  component: string;
  /** The translation namespaces the page reads, loaded with its code. */
  namespaces: readonly string[];
}

export interface RouteEntry {
  /** The route's path pattern ("*" for the not-found page). */
  path: PagePath | "*";
  page: RoutePage;
  handle: RouteHandle;
}

function page(module: RoutePage["module"], component: string, namespaces: string[] = []): RoutePage {
  return { module, component, namespaces };
}

const main = (access: Access, title: string): RouteHandle => ({ layout: "main", access, title });
const blank = (access: Access, title: string): RouteHandle => ({ layout: "blank", access, title });

const legal = page("features/content/legal-page.tsx", "LegalPage");
const paymentResult = page("features/billing/payment-result-page.tsx", "PaymentResultPage", ["billing"]);

export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: "/",
    page: page("features/home/home-page.tsx", "HomePage", ["home", "plans"]),
    handle: main("all", "home"),
  },
  {
    path: "/blog",
    page: page("features/blog/blog-page.tsx", "BlogPage", ["blog"]),
    handle: main("all", "blog"),
  },
  {
    path: "/category/:category",
    page: page("features/blog/category-page.tsx", "CategoryPage", ["blog"]),
    handle: main("all", "category"),
  },
  {
    path: "/post/:slug",
    page: page("features/blog/post-page.tsx", "PostPage", ["blog"]),
    handle: main("all", "post"),
  },
  {
    path: "/tag/:slug",
    page: page("features/blog/tag-page.tsx", "TagPage", ["blog"]),
    handle: main("all", "tag"),
  },
  {
    path: "/admin",
    page: page("features/admin/admin-page.tsx", "AdminPage", ["admin", "blog", "billing"]),
    handle: main("login", "admin"),
  },
  { path: "/article", page: legal, handle: main("all", "article") },
  {
    path: "/app",
    page: page("features/builder/builder-page.tsx", "BuilderPage", ["builder", "calculator", "plans"]),
    handle: main("subscription", "app"),
  },
  {
    path: "/print",
    page: page("features/print/print-page.tsx", "PrintPage", ["print", "builder"]),
    handle: blank("login", "print"),
  },
  {
    path: "/mandalas",
    page: page("features/my-mandalas/my-mandalas-page.tsx", "MyMandalasPage", ["mandalas", "builder"]),
    handle: main("login", "mandalas"),
  },
  {
    path: "/signin",
    page: page("features/auth/sign-in-page.tsx", "SignInPage", ["auth"]),
    handle: main("guest", "signin"),
  },
  {
    path: "/register",
    page: page("features/auth/register-page.tsx", "RegisterPage", ["auth", "plans"]),
    handle: main("guest", "register"),
  },
  {
    path: "/forgot-password",
    page: page("features/auth/forgot-password-page.tsx", "ForgotPasswordPage", ["auth"]),
    handle: main("all", "forgotPassword"),
  },
  {
    path: "/reset-password",
    page: page("features/auth/reset-password-page.tsx", "ResetPasswordPage", ["auth"]),
    handle: main("all", "resetPassword"),
  },
  {
    path: "/email-change",
    page: page("features/auth/email-change-page.tsx", "EmailChangePage", ["auth"]),
    handle: main("all", "emailChange"),
  },
  {
    path: "/democalc",
    page: page("features/calculator/democalc-page.tsx", "DemoCalcPage", ["calculator"]),
    handle: main("all", "democalc"),
  },
  {
    path: "/testcalc",
    page: page("features/calculator/testcalc-page.tsx", "TestCalcPage", ["calculator"]),
    handle: main("all", "testcalc"),
  },
  {
    path: "/profile",
    page: page("features/profile/profile-page.tsx", "ProfilePage", ["profile", "plans"]),
    handle: main("login", "profile"),
  },
  {
    path: "/account-deletion",
    page: page("features/profile/account-deletion-page.tsx", "AccountDeletionPage", ["profile"]),
    handle: main("all", "accountDeletion"),
  },
  { path: "/pndpolicy", page: legal, handle: main("all", "pndpolicy") },
  { path: "/oferta", page: legal, handle: main("all", "oferta") },
  {
    path: "/kontakty",
    page: page("features/content/contacts-page.tsx", "ContactsPage"),
    handle: main("all", "contacts"),
  },
  { path: "/oplata-i-vozvrat", page: legal, handle: main("all", "paymentTerms") },
  { path: "/voprosy", page: legal, handle: main("all", "faq") },
  {
    path: "/payment",
    page: page("features/billing/payment-page.tsx", "PaymentPage", ["billing", "plans"]),
    handle: main("login", "payment"),
  },
  { path: "/payment/success", page: paymentResult, handle: main("all", "paymentSuccess") },
  { path: "/payment/fail", page: paymentResult, handle: main("all", "paymentFail") },
  {
    path: "/nabory",
    page: page("features/learning-sets/sets-page.tsx", "SetsPage", ["sets"]),
    handle: main("all", "sets"),
  },
  {
    path: "/nabory/:id",
    page: page("features/learning-sets/set-page.tsx", "SetPage", ["sets"]),
    handle: main("all", "set"),
  },
  {
    path: "/nabory/:id/kupit",
    page: page("features/learning-sets/set-purchase-page.tsx", "SetPurchasePage", ["sets"]),
    handle: main("all", "setPurchase"),
  },
  {
    path: "/nabory/:id/raskrasit",
    page: page("features/learning-sets/set-colour-page.tsx", "SetColourPage", ["sets"]),
    handle: main("all", "setColour"),
  },
  {
    path: "/podarok",
    page: page("features/gifts/gift-purchase-page.tsx", "GiftPurchasePage", ["gifts", "plans"]),
    handle: main("all", "giftPurchase"),
  },
  {
    path: "/podarok/zakaz/:id",
    page: page("features/gifts/gift-order-page.tsx", "GiftOrderPage", ["gifts"]),
    handle: main("all", "giftOrder"),
  },
  {
    path: "/podarok/:code",
    page: page("features/gifts/gift-page.tsx", "GiftPage", ["gifts"]),
    handle: main("all", "gift"),
  },
  {
    path: "/oauth/vk/callback",
    page: page("features/auth/vk-callback-page.tsx", "VkCallbackPage", ["auth"]),
    handle: main("all", "vkCallback"),
  },
  {
    path: "/sitemap",
    page: page("features/content/sitemap-page.tsx", "SitemapPage"),
    handle: blank("all", "sitemap"),
  },
  {
    path: "/mandalas/:id/colour",
    page: page("features/colouring/colouring-page.tsx", "ColouringPage", ["colouring"]),
    handle: main("login", "colour"),
  },
  {
    path: "/colour",
    page: page("features/colouring/demo-colouring-page.tsx", "DemoColouringPage", ["colouring"]),
    handle: main("all", "colour"),
  },
  {
    path: "/s/:token",
    page: page("features/colouring/share-page.tsx", "SharePage", ["colouring"]),
    handle: main("all", "shared"),
  },
  {
    path: "*",
    page: page("features/content/not-found-page.tsx", "NotFoundPage"),
    handle: main("all", "notFound"),
  },
];
