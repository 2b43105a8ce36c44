import {
  ZAccountNotice,
  ZRegisterReply,
  ZRegisterRequest,
  ZVerifyRecaptchaReply,
  ZVerifyRecaptchaRequest,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "../../i18n/messages.ts";
import { requestBudget } from "../../work-limits.ts";
import { requireUser } from "./auth.plugin.ts";
import type { AuthRouteDeps } from "./auth.routes.ts";
import { ipRateLimit, signedInRoute } from "./guards.ts";

/** How many new verification links an account may ask for in an hour. */
const RESENDS_PER_HOUR = 3;

/** Registration and the stand-alone reCAPTCHA check. */
export const registrationRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (app, deps) => {
  const { registration, register, recaptcha, limits } = deps;
  const tags = ["auth"];

  app.post(
    "/api/auth/register/",
    {
      schema: {
        tags,
        summary: "Create an account, optionally with the 3-day trial of a plan",
        body: ZRegisterRequest,
        response: { 201: ZRegisterReply },
      },
    },
    async (request, reply) => {
      const user = await register(request, reply, request.body);
      return reply.status(201).send({ user: { id: user.id, username: user.username, email: user.email } });
    },
  );

  app.get(
    "/api/auth/verify-email/:token",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary:
          "The link of the verification e-mail: verifies the address, then opens the sign-in page saying " +
          "what happened (verified, used before, wrong link), which leads on to the profile",
        // Any string: a cut or mistyped link still lands on the page that says it is wrong.
        params: z.object({ token: z.string().max(512) }),
      },
    },
    async (request, reply) => {
      const outcome = await registration.verifyEmail(request.params.token);
      const query = new URLSearchParams({ email: outcome, redirect: `/profile?email=${outcome}` });
      return reply.redirect(`/signin?${query.toString()}`, 303);
    },
  );

  const resendsPerAccount = requestBudget(
    app,
    { max: RESENDS_PER_HOUR, timeWindowMs: 3_600_000 },
    "verify-resend",
    (request) => requireUser(request).id,
    "http.tooManyRequests",
  );
  app.post(
    "/api/auth/verify-email/resend/",
    signedInRoute(app, {
      tags,
      summary:
        "E-mail the signed-in user a new link to confirm their address (earlier links stop working); 409 " +
        "when it is confirmed already; 3 an hour",
      response: { 202: ZAccountNotice },
    }),
    async (request, reply) => {
      await resendsPerAccount(request, reply);
      const email = await registration.resendVerification(requireUser(request).id, request.locale);
      return reply
        .status(202)
        .send({ detail: translate("auth.verificationResent", request.locale, { email }) });
    },
  );

  app.post(
    "/api/auth/verify-recaptcha/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary: "Check a reCAPTCHA answer (always succeeds when the check is off)",
        body: ZVerifyRecaptchaRequest,
        response: { 200: ZVerifyRecaptchaReply },
      },
    },
    async (request) => ({
      success: !recaptcha.enabled || (await recaptcha.verify(request.body.response, request.ip)),
    }),
  );
};
