import { ZAccessToken, ZSignInRequest, ZVkLoginReply, ZVkLoginRequest } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DomainError } from "../../errors.ts";
import type { AuthRouteDeps } from "./auth.routes.ts";
import { ipRateLimit } from "./guards.ts";
import { deviceOf } from "./session.service.ts";
import { vkCode } from "./vk-login.service.ts";

/**
 * Sign-in with a password or VK ID, token refresh and logout. The refresh token travels only in its
 * HttpOnly cookie (refresh-cookie.ts); bodies carry the access token.
 */
export const sessionRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { sessions, vkLogin, signIn, limits, refreshCookie } = deps;
  const tags = ["auth"];

  app.post(
    "/api/auth/token/",
    {
      schema: {
        tags,
        summary:
          "Sign in with username (or e-mail) and password: the access token, and the refresh token as an " +
          "HttpOnly cookie (Path=/api/auth)",
        body: ZSignInRequest,
        response: { 200: ZAccessToken },
      },
    },
    async (request, reply) => ({ access: (await signIn(request, reply, request.body)).access }),
  );

  app.post(
    "/api/auth/token/refresh/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary:
          "Exchange the refresh token of the cookie for a new access token and a new cookie (the old token " +
          "stops working); only from the site's own pages (403 auth.crossSite)",
        response: { 200: ZAccessToken },
      },
    },
    async (request, reply) => {
      refreshCookie.requireSameSite(request);
      const token = refreshCookie.read(request);
      try {
        if (!token) throw new DomainError("auth.sessionExpired");
        const tokens = await sessions.rotate(token, deviceOf(request));
        refreshCookie.set(reply, tokens.refresh);
        return { access: tokens.access };
      } catch (error) {
        // A token that no longer works is of no use to the browser.
        if (error instanceof DomainError && error.code === "auth.sessionExpired") refreshCookie.clear(reply);
        throw error;
      }
    },
  );

  app.post(
    "/api/auth/logout/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary:
          "Sign out: revoke the session chain of the cookie's refresh token and clear the cookie; only from " +
          "the site's own pages (403 auth.crossSite)",
      },
    },
    async (request, reply) => {
      refreshCookie.requireSameSite(request);
      const token = refreshCookie.read(request);
      if (token) await sessions.logout(token);
      refreshCookie.clear(reply);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/auth/vk-login/",
    {
      config: ipRateLimit(limits.perIp),
      schema: {
        tags,
        summary:
          "Sign in with VK ID: our server exchanges the code (with the browser's PKCE code_verifier) at VK " +
          "ID and reads the user; a VK account new here registers, which needs personal_data_consent " +
          "(400 consent.required with a vk_registration ticket to send back with the consent)",
        body: ZVkLoginRequest,
        response: { 200: ZVkLoginReply },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const consented = body.personal_data_consent === true;
      const user = await vkLogin.signIn(
        "vk_registration" in body ? { registration: body.vk_registration } : { authorization: vkCode(body) },
        request.locale,
        consented,
      );
      const tokens = await sessions.issue(user, deviceOf(request));
      refreshCookie.set(reply, tokens.refresh);
      return {
        access_token: tokens.access,
        user: {
          id: user.id,
          username: user.username,
          email: user.email,
          first_name: user.firstName,
          last_name: user.lastName,
        },
      };
    },
  );
};
