export * from "./common.ts";
export * from "./sitemap.ts";
