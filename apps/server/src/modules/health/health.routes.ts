import { ZHealthReply, ZReadyReply } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";

const VERSION = process.env.npm_package_version ?? "0.1.0";

/** How long a readiness check waits for Redis before calling it unreachable. */
const REDIS_PING_TIMEOUT_MS = 1000;

export interface HealthOptions {
  database: Pick<Database, "kind" | "ping">;
  /** The shared Redis, when REDIS_URL is set. */
  redis?: { ping(): Promise<string> } | null;
  /** True once a shutdown has begun (server.ts): the instance drains and must receive no new traffic. */
  isDraining?: () => boolean;
}

async function redisAnswers(redis: NonNullable<HealthOptions["redis"]>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
  });
  const ping = redis.ping().then(
    (answer) => answer === "PONG",
    () => false,
  );
  return Promise.race([ping, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health (liveness: the process is up and answers; a database outage is reported but does
 * not fail it) and GET /api/ready (readiness: 503 unless the database and, when configured, Redis
 * answer and the instance is not draining, so a load balancer sends no traffic to an instance that
 * cannot serve it or is about to stop).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { database, redis, isDraining = () => false },
) => {
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Liveness: the process answers (database reachability is reported)",
        response: { 200: ZHealthReply },
      },
    },
    async () => {
      const reachable = await database.ping();
      return {
        status: reachable ? "ok" : "degraded",
        database: { kind: database.kind, reachable },
        uptimeSeconds: Math.round(process.uptime()),
        version: VERSION,
      } as const;
    },
  );

  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["system"],
        summary: "Readiness: the database and, when configured, Redis answer",
        response: { 200: ZReadyReply, 503: ZReadyReply },
      },
    },
    async (_request, reply) => {
      // Not ready the moment draining starts, while the listener is still open: a balancer polling
      // /api/ready stops sending new requests before the connections are refused.
      if (isDraining())
        return reply.status(503).send({ ready: false, draining: true, checks: { database: true } });
      const [databaseUp, redisUp] = await Promise.all([
        database.ping(),
        redis ? redisAnswers(redis) : Promise.resolve(undefined),
      ]);
      const ready = databaseUp && redisUp !== false;
      return reply.status(ready ? 200 : 503).send({
        ready,
        checks: { database: databaseUp, ...(redisUp === undefined ? {} : { redis: redisUp }) },
      });
    },
  );
};
