import { ZHealthReply } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";

const VERSION = process.env.npm_package_version ?? "0.1.0";

/** GET /api/health: the process is up; `database.reachable` says whether the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness and database reachability",
        response: { 200: ZHealthReply, 503: ZHealthReply },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? "ok" : "degraded",
        database: { kind: database.kind, reachable },
        uptimeSeconds: Math.round(process.uptime()),
        version: VERSION,
      });
    },
  );
};
