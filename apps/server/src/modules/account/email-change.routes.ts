import { ZAccountNotice, ZEmailChangeRequest, ZEmailLinkReply, ZEmailLinkRequest } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { translate } from "../../i18n/messages.ts";
import { type AuthLimits, ipRateLimit, requireUser, signedInRoute } from "../identity/index.ts";
import type { EmailChanges } from "./email-change.service.ts";

export interface EmailChangeRouteDeps {
  emailChanges: EmailChanges;
  limits: AuthLimits;
}

/** Asking for a new e-mail address, and the two links that confirm or undo it. */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeRouteDeps> = async (
  app,
  { emailChanges, limits },
) => {
  const tags = ["account"];

  app.post(
    "/api/auth/email/",
    signedInRoute(
      app,
      {
        tags,
        summary:
          "Ask to change the e-mail: a confirmation link to the new address, a notice with an undo link " +
          "to the current one, which stays in force until the link is opened",
        body: ZEmailChangeRequest,
        response: { 202: ZAccountNotice },
      },
      limits.perIp,
    ),
    async (request, reply) => {
      const { email, password } = request.body;
      await emailChanges.request(requireUser(request).id, email, password);
      return reply.status(202).send({ detail: translate("auth.emailChangeSent", request.locale, { email }) });
    },
  );

  app.post(
    "/api/auth/email/confirm/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary: "The link sent to the new address: it becomes the account's",
        body: ZEmailLinkRequest,
        response: { 200: ZEmailLinkReply },
      },
    },
    async (request) => emailChanges.confirm(request.body.token),
  );

  app.post(
    "/api/auth/email/undo/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary:
          "The undo link sent to the old address: the change is cancelled or reverted, every session ends",
        body: ZEmailLinkRequest,
        response: { 200: ZEmailLinkReply },
      },
    },
    async (request) => emailChanges.undo(request.body.token),
  );
};
