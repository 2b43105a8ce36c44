export * from "./auth.ts";
export * from "./common.ts";
export * from "./draw.ts";
export * from "./sitemap.ts";
