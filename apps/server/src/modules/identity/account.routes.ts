import {
  ZAccessToken,
  ZAccountNotice,
  ZAccountSecurity,
  ZPasswordChangeRequest,
  ZPasswordResetConfirm,
  ZPasswordResetLink,
  ZPasswordResetRequest,
  ZSessionList,
  ZSessionsEnded,
  ZVkLinkRequest,
} from "@mandala/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DomainError } from "../../errors.ts";
import { translate } from "../../i18n/messages.ts";
import { requireUser } from "./auth.plugin.ts";
import type { AuthRouteDeps } from "./auth.routes.ts";
import { ipRateLimit, perAddressLimit, signedInRoute } from "./guards.ts";
import { PASSWORD_RESET_JOB, type PasswordResetRequest } from "./password-reset.service.ts";
import { deviceOf } from "./session.service.ts";
import { vkCode } from "./vk-login.service.ts";

/** The forgotten password, a change of password, VK ID linked or not, and the devices signed in. */
export const accountRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { sessions, passwordResets, accounts, limits, knownDevices, vkLogin, refreshCookie } = deps;
  const tags = ["account"];
  // The links asked for are sent from the queue, the address looked up there (password-reset.service.ts).
  await app.jobs.handle<PasswordResetRequest>(PASSWORD_RESET_JOB, passwordResets.send);

  // The reset e-mails' two limits: per client address, and per e-mail address (whoever asks for it).
  const resetsPerClient = perAddressLimit(app, limits.perIp, "reset-ip");
  const resetsPerEmail = app.createRateLimit({
    max: limits.resetPerAddress.max,
    timeWindow: limits.resetPerAddress.timeWindowMs,
    keyGenerator: (request) => `reset-email:${(request.body as { email: string }).email.toLowerCase()}`,
  });

  async function withinEmailLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const state = await resetsPerEmail(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header("retry-after", state.ttlInSeconds);
    const minutes = Math.max(1, Math.ceil(state.ttlInSeconds / 60));
    throw new DomainError("auth.resetTooMany", { minutes }, { retry_after_minutes: minutes });
  }

  app.post(
    "/api/auth/password-reset/",
    {
      schema: {
        tags,
        summary:
          "E-mail a password-reset link (valid for an hour, single-use) to an account's address; the same " +
          "202 whether or not the address has an account; limited per client and per address",
        body: ZPasswordResetRequest,
        response: { 202: ZAccountNotice },
      },
    },
    async (request, reply) => {
      await resetsPerClient(request, reply);
      await withinEmailLimit(request, reply);
      await passwordResets.request(request.body.email, request.ip);
      return reply.status(202).send({ detail: translate("auth.resetSent", request.locale) });
    },
  );

  app.get(
    "/api/auth/password-reset/:token",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary: "Whether a reset link still works (410 used or expired, 400 not a link of ours)",
        params: z.object({ token: z.string().max(512) }),
        response: { 200: ZPasswordResetLink },
      },
    },
    async (request) => ({
      valid: true as const,
      expires_at: (await passwordResets.check(request.params.token)).toISOString(),
    }),
  );

  app.post(
    "/api/auth/password-reset/confirm/",
    {
      config: ipRateLimit(limits.perIp),
      schema: {
        tags,
        summary:
          "Set a new password through a reset link: every sign-in ends, the owner is told, and a new " +
          "session starts (the access token; the refresh token as the HttpOnly cookie)",
        body: ZPasswordResetConfirm,
        response: { 200: ZAccessToken },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const { user, tokens } = await passwordResets.complete(body.token, body.password, deviceOf(request));
      // The link came to the owner's address: this browser is theirs from now on (sign-in.ts).
      knownDevices.remember(reply, user.id);
      refreshCookie.set(reply, tokens.refresh);
      return { access: tokens.access };
    },
  );

  app.get(
    "/api/auth/account/security/",
    signedInRoute(app, {
      tags,
      summary: "The account's password, e-mail and VK ID state",
      response: { 200: ZAccountSecurity },
    }),
    async (request) => accounts.security(requireUser(request).id),
  );

  app.post(
    "/api/auth/vk-link/",
    signedInRoute(
      app,
      {
        tags,
        summary:
          "Link the VK account of a VK ID code (exchanged by our server) to the signed-in user; 409 when " +
          "it belongs to another user or another VK account is linked",
        body: ZVkLinkRequest,
        response: { 200: ZAccountSecurity },
      },
      limits.perIp,
    ),
    async (request) => {
      const { id } = requireUser(request);
      await vkLogin.link(id, vkCode(request.body));
      return accounts.security(id);
    },
  );

  app.delete(
    "/api/auth/vk-link/",
    signedInRoute(app, {
      tags,
      summary: "Unlink VK ID; 409 unless the account keeps a password and a verified e-mail",
      response: { 200: ZAccountSecurity },
    }),
    async (request) => {
      const { id } = requireUser(request);
      await vkLogin.unlink(id);
      return accounts.security(id);
    },
  );

  app.post(
    "/api/auth/password/",
    signedInRoute(
      app,
      {
        tags,
        summary:
          "Change the password (the current one required) or set a first one; other sessions end and the " +
          "owner is told by e-mail",
        body: ZPasswordChangeRequest,
      },
      limits.perIp,
    ),
    async (request, reply) => {
      const { id, sid } = requireUser(request);
      await accounts.changePassword(id, sid, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/auth/sessions/",
    signedInRoute(app, {
      tags,
      summary: "The devices signed in to the account, most recently seen first",
      response: { 200: ZSessionList },
    }),
    async (request) => {
      const { id, sid } = requireUser(request);
      return { sessions: await sessions.list(id, sid) };
    },
  );

  app.delete(
    "/api/auth/sessions/:id",
    signedInRoute(app, {
      tags,
      summary: "Sign one device out",
      params: z.object({ id: z.uuid() }),
      response: { 200: ZSessionsEnded },
    }),
    async (request) => {
      const ended = await sessions.revoke(requireUser(request).id, { familyId: request.params.id });
      if (ended === 0) throw new DomainError("auth.sessionNotFound");
      return { ended };
    },
  );

  app.post(
    "/api/auth/sessions/sign-out-others/",
    signedInRoute(app, {
      tags,
      summary: "Sign out every device but this one",
      response: { 200: ZSessionsEnded },
    }),
    async (request) => {
      const { id, sid } = requireUser(request);
      // A token from before sign-ins had ids cannot tell its own device: it ends nothing rather than all.
      if (!sid) return { ended: 0 };
      return { ended: await sessions.revoke(id, { keep: sid }) };
    },
  );
};
