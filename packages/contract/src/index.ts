export * from "./auth.ts";
export * from "./billing.ts";
export * from "./colouring.ts";
export * from "./common.ts";
export * from "./draw.ts";
export * from "./mandalas.ts";
export * from "./pages.ts";
export * from "./sitemap.ts";
