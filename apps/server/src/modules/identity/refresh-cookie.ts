/**
 * Where a sign-in's refresh token lives (docs/decisions/039): an HttpOnly cookie that page scripts
 * cannot read, SameSite=Strict, Secure on an https site, sent only to /api/auth (refresh and sign-out
 * are there). No reply body ever carries the token. The routes that use the cookie (refresh, sign-out)
 * also check where the request comes from: only the site's own pages may use it.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { DomainError } from "../../errors.ts";
import { REFRESH_TOKEN_TTL_MS } from "./tokens.ts";

/** The narrowest path covering POST /api/auth/token/refresh/ and POST /api/auth/logout/. */
const REFRESH_COOKIE_PATH = "/api/auth";

/** A refresh token as the cookie may carry it (base64url, as tokens.ts makes them). */
const TOKEN = /^[\w-]{1,512}$/;

export interface RefreshCookie {
  /** Hands `token` to the browser of `reply` (replacing the one it had). */
  set(reply: FastifyReply, token: string): void;
  /** Tells the browser of `reply` to forget its refresh token. */
  clear(reply: FastifyReply): void;
  /** The refresh token the request's cookie carries, or null. */
  read(request: FastifyRequest): string | null;
  /**
   * Refuses (403 auth.crossSite) a request another site made the browser send: its Origin is not the
   * site's own (PUBLIC_URL; any localhost in development), or, without an Origin, its Sec-Fetch-Site
   * is not same-origin. A request with neither header comes from no browser, so from no other site.
   */
  requireSameSite(request: FastifyRequest): void;
}

export function createRefreshCookie({
  publicUrl,
  development,
}: {
  publicUrl: string;
  development: boolean;
}): RefreshCookie {
  const secure = publicUrl.startsWith("https:");
  // `__Secure-` prefixed on an https site, so that only a secure page may set it.
  const name = secure ? "__Secure-mandala_refresh" : "mandala_refresh";
  const site = new URL(publicUrl).origin;
  const attributes = { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: "strict", secure } as const;

  const isOwnOrigin = (origin: string) => {
    if (origin === site) return true;
    if (!development) return false;
    try {
      const { hostname } = new URL(origin);
      return hostname === "localhost" || hostname === "127.0.0.1";
    } catch {
      return false;
    }
  };

  return {
    set(reply, token) {
      reply.setCookie(name, token, { ...attributes, maxAge: Math.floor(REFRESH_TOKEN_TTL_MS / 1000) });
    },
    clear(reply) {
      reply.clearCookie(name, attributes);
    },
    read(request) {
      const value = request.cookies[name] ?? "";
      return TOKEN.test(value) ? value : null;
    },
    requireSameSite(request) {
      const origin = request.headers.origin;
      const fetchSite = request.headers["sec-fetch-site"];
      const allowed =
        origin !== undefined ? isOwnOrigin(origin) : fetchSite === undefined || fetchSite === "same-origin";
      if (!allowed) throw new DomainError("auth.crossSite", { site });
    },
  };
}
