import {
  ZRefreshRequest,
  ZSignInRequest,
  ZTokenPair,
  ZVkLoginReply,
  ZVkLoginRequest,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AuthRouteDeps } from "./auth.routes.ts";
import { ipRateLimit } from "./guards.ts";
import { deviceOf } from "./session.service.ts";
import { vkCode } from "./vk-login.service.ts";

/** Sign-in with a password or VK ID, token refresh and logout. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { sessions, vkLogin, signIn, limits } = deps;
  const tags = ["auth"];

  app.post(
    "/api/auth/token/",
    {
      schema: {
        tags,
        summary: "Sign in with username (or e-mail) and password",
        body: ZSignInRequest,
        response: { 200: ZTokenPair },
      },
    },
    async (request, reply) => (await signIn(request, reply, request.body)).tokens,
  );

  app.post(
    "/api/auth/token/refresh/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary: "Exchange a refresh token for a new pair (the old one stops working)",
        body: ZRefreshRequest,
        response: { 200: ZTokenPair },
      },
    },
    async (request) => sessions.rotate(request.body.refresh, deviceOf(request)),
  );

  app.post(
    "/api/auth/logout/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: { tags, summary: "Revoke a refresh token and its session chain", body: ZRefreshRequest },
    },
    async (request, reply) => {
      await sessions.logout(request.body.refresh);
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
    async (request) => {
      const body = request.body;
      const consented = body.personal_data_consent === true;
      const user = await vkLogin.signIn(
        "vk_registration" in body ? { registration: body.vk_registration } : { authorization: vkCode(body) },
        request.locale,
        consented,
      );
      const tokens = await sessions.issue(user, deviceOf(request));
      return {
        access_token: tokens.access,
        refresh_token: tokens.refresh,
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
