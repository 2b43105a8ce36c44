/**
 * What every request passes before a route sees it: only the site's own origin (and configured
 * ones) may change anything, bodies are JSON (form posts only where a route asks for them), and no
 * string anywhere in the parameters, query or body holds a NUL byte (PostgreSQL refuses them).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route accepts url-encoded form posts (plain HTML forms); others take JSON only. */
    formBody?: boolean;
  }
}

export interface EdgeOptions {
  /** The site's own address (PUBLIC_URL). */
  publicUrl: string;
  /** Further origins allowed to call the API (ALLOWED_ORIGINS, comma-separated). */
  allowedOrigins?: string;
  /** In development any localhost origin is allowed (the Vite dev server). */
  development: boolean;
}

/** Methods that change something, and the CORS preflight (refused for a foreign origin too). */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** The origins allowed to send credentialed and state-changing requests. */
export function allowedOriginsOf({ publicUrl, allowedOrigins = "" }: EdgeOptions): string[] {
  const extra = allowedOrigins
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([publicUrl, ...extra].map((url) => new URL(url).origin))];
}

/** Whether `origin` may call the API: allowed, the request's own host, or localhost in development. */
export function isAllowedOrigin(origin: string, request: FastifyRequest, allowed: string[], dev: boolean) {
  if (allowed.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.host === request.headers.host) return true;
  return dev && (url.hostname === "localhost" || url.hostname === "127.0.0.1");
}

/** The dotted path of the first string (or key) holding a NUL byte, or null; walks at most `depth`. */
export function findNul(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\0") ? path || "value" : null;
  if (depth > 64 || value === null || typeof value !== "object") return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes("\0")) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

export const edgePlugin = fp(async (app: FastifyInstance, options: EdgeOptions) => {
  const allowed = allowedOriginsOf(options);

  app.addHook("onRequest", async (request) => {
    const origin = request.headers.origin;
    if (!origin || !UNSAFE_METHODS.has(request.method)) return;
    if (!isAllowedOrigin(origin, request, allowed, options.development))
      throw new AppError(403, "http.forbiddenOrigin");
  });

  app.addHook("preValidation", async (request) => {
    for (const [part, value] of [
      ["params", request.params],
      ["querystring", request.query],
      ["body", request.body],
    ] as const) {
      const field = findNul(value);
      if (field) throw new AppError(400, "http.nulByte", { field: `${part}.${field}` });
    }
  });

  // JSON only: text bodies are refused (415) instead of reaching the routes as strings.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (request, body, done) => {
      if (!request.routeOptions.config?.formBody) {
        done(new AppError(415, "http.unsupportedMediaType", { type: "application/x-www-form-urlencoded" }));
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
});
