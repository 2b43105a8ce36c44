import {
  ZAccountDeletionConfirm,
  ZAccountDeletionPreview,
  ZAccountDeletionRequest,
  ZAccountNotice,
} from "@mandala/contract";
import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "../../i18n/messages.ts";
import type { Jobs } from "../../jobs/jobs.ts";
import type { RefreshCookie } from "../identity/index.ts";
import { type AuthLimits, ipRateLimit, requireUser, signedInRoute } from "../identity/index.ts";
import type { AccountDeletion } from "./account-deletion.service.ts";

/** The purge of deleted accounts: a durable job every ten minutes, well within the policy's 30 days. */
export const ACCOUNT_PURGE = { name: "accounts.purge", cron: "*/10 * * * *" } as const;

declare module "fastify" {
  interface FastifyInstance {
    /** The purge of deleted accounts, run here and now (what its schedule runs; tests call it). */
    accountPurge: { tick(): Promise<{ purged: number }> };
  }
}

/** Registers the purge's handler (retried with backoff, one run at a time) and its schedule. */
export async function scheduleAccountPurge(app: FastifyInstance, jobs: Jobs, deletion: AccountDeletion) {
  await jobs.handle(ACCOUNT_PURGE.name, () => deletion.purge(), {
    retryLimit: 3,
    retryDelaySeconds: 30,
    oneAtATime: true,
  });
  await jobs.schedule(ACCOUNT_PURGE.name, ACCOUNT_PURGE.cron);
  app.decorate("accountPurge", { tick: () => deletion.purge() });
}

/** Deleting the account: what it loses, the request (password or e-mailed link), the link. */
export const accountDeletionRoutes: FastifyPluginAsyncZod<{
  deletion: AccountDeletion;
  limits: AuthLimits;
  refreshCookie: RefreshCookie;
}> = async (app, { deletion, limits, refreshCookie }) => {
  const tags = ["account"];

  app.get(
    "/api/auth/account/deletion/",
    signedInRoute(app, {
      tags,
      summary:
        "What deleting the account loses (the paid period, drawings, sets, mandalas) and how it is confirmed",
      response: { 200: ZAccountDeletionPreview },
    }),
    async (request) => deletion.preview(requireUser(request).id, request.locale),
  );

  app.post(
    "/api/auth/account/deletion/",
    signedInRoute(
      app,
      {
        tags,
        summary:
          "Delete the account after its password (204): it leaves the site at once, its data is purged " +
          "by a job; an account without a password gets a confirmation link by e-mail instead (202)",
        body: ZAccountDeletionRequest,
        response: { 202: ZAccountNotice, 204: z.null() },
      },
      limits.perIp,
    ),
    async (request, reply) => {
      const sent = await deletion.request(requireUser(request).id, request.body.password);
      // Deleted: its sign-ins ended with it, and this browser's refresh cookie goes too.
      if (!sent) {
        refreshCookie.clear(reply);
        return reply.status(204).send(null);
      }
      const detail = translate("auth.deletionLinkSent", request.locale, { email: sent.linkSentTo });
      return reply.status(202).send({ detail });
    },
  );

  app.post(
    "/api/auth/account/deletion/confirm/",
    {
      config: ipRateLimit(limits.refreshPerIp),
      schema: {
        tags,
        summary: "The e-mailed deletion link: the account it was sent for is deleted (204)",
        body: ZAccountDeletionConfirm,
      },
    },
    async (request, reply) => {
      await deletion.confirm(request.body.token);
      return reply.status(204).send();
    },
  );
};
