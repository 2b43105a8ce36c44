import { ZAccountExport } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Mailer } from "../../integrations/mail.ts";
import type { PurposeKey } from "../../keys.ts";
import { ipRateLimit, type Limit, requireUser, signedInRoute } from "../identity/index.ts";
import { createExportService, EXPORT_EXPIRY_JOB, EXPORT_JOB } from "./export.service.ts";
import type { ArchiveSources } from "./export-archive.ts";

export interface ExportRoutesOptions extends ArchiveSources {
  mailer: Mailer;
  /** The download links' key (keys.ts). */
  linkKey: PurposeKey;
  /** Exports an account may ask for in a day (default EXPORTS_PER_DAY). */
  perDay?: number;
  /** Requests and downloads per client address (a link is a bearer of its archive). */
  perIp: Limit;
}

/**
 * The account's data export: its state, the request (a job makes the archive and e-mails the link),
 * and the download by signed link. Registered after the modules whose data it reads (app.ts).
 */
export const exportRoutes: FastifyPluginAsyncZod<ExportRoutesOptions> = async (app, options) => {
  const exports = createExportService({ ...options, jobs: app.jobs });
  // Drawing every picture takes a while: a couple of tries, a minute apart at first.
  await app.jobs.handle(EXPORT_JOB, exports.make, { retryLimit: 2, retryDelaySeconds: 60 });
  await app.jobs.handle(EXPORT_EXPIRY_JOB, exports.expire);
  const tags = ["account"];

  app.get(
    "/api/auth/account/export/",
    signedInRoute(app, {
      tags,
      summary:
        "The account's newest data export: preparing, ready (with its link until it expires) or failed",
      response: { 200: ZAccountExport },
    }),
    async (request) => exports.status(requireUser(request).id),
  );

  app.post(
    "/api/auth/account/export/",
    signedInRoute(
      app,
      {
        tags,
        summary:
          "Ask for an archive of everything the account holds (JSON and pictures, a .zip), made by a job and " +
          "linked by e-mail; one at a time, a few a day (409, 429)",
        response: { 202: ZAccountExport },
      },
      options.perIp,
    ),
    async (request, reply) => reply.status(202).send(await exports.request(requireUser(request).id)),
  );

  app.get(
    `/api/auth/account/export/download/:token`,
    {
      config: ipRateLimit(options.perIp),
      schema: {
        tags,
        summary:
          "The archive, by the signed link given to its owner (404 not a link of ours, 410 expired or removed)",
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await exports.download(request.params.token);
      return reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${filename}"`)
        .header("cache-control", "private, no-store")
        .send(Buffer.from(bytes));
    },
  );
};
