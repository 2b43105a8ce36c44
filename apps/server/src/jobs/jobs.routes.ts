import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin } from "../modules/identity/index.ts";
import type { Jobs } from "./jobs.ts";

const ZFailedJobs = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      data: z.unknown(),
      error: z.unknown(),
      retries: z.number(),
      createdAt: z.string(),
      failedAt: z.string().nullable(),
    }),
  ),
});

/** GET /api/admin/jobs/failed: the jobs that used up their tries, newest first (admins only). */
export const jobsRoutes: FastifyPluginAsyncZod<{ jobs: Jobs }> = async (app, { jobs }) => {
  app.get(
    "/api/admin/jobs/failed",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["admin"],
        security: [{ bearer: [] }],
        summary: "Failed durable jobs (e-mails, renewals, …), newest first",
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: ZFailedJobs },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { jobs: await jobs.failed(request.query.limit) };
    },
  );
};
