/** The plans module's public entry: what a plan gives and until when, the rules other modules ask. */

export * from "./clock.ts";
export * from "./live.ts";
export * from "./plan-rights.ts";
export * from "./plan-title.ts";
export * from "./quota.ts";
export * from "./terms.ts";
