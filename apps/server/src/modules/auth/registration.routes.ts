import {
  ZRegisterReply,
  ZRegisterRequest,
  ZVerifyRecaptchaReply,
  ZVerifyRecaptchaRequest,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthRouteDeps } from "./auth.routes.ts";
import { ipRateLimit } from "./guards.ts";

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
