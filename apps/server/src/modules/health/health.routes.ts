import { ZHealthReply, ZReadyReply } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";

const VERSION = process.env.npm_package_version ?? "0.1.0";

/** How long a readiness check waits for Redis before calling it unreachable. */
const REDIS_PING_TIMEOUT_MS = 1000;
/** How often the database is probed in the background; health and readiness answer from the last probe. */
const DATABASE_PROBE_INTERVAL_MS = 1000;
/** How long a probe waits for the database's answer before calling it unreachable. */
const DATABASE_PROBE_TIMEOUT_MS = 2000;

export interface HealthOptions {
  database: Pick<Database, "kind" | "ping">;
  /** The shared Redis, when REDIS_URL is set. */
  redis?: { ping(): Promise<string> } | null;
  /** True once a shutdown has begun (main.ts): the instance drains and must receive no new traffic. */
  isDraining?: () => boolean;
}

/** What `check` answers, or false when it has not answered within `ms` or failed. */
async function answersWithin(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answer = check().catch(() => false);
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether the database answers, as the last background probe found: one probe at a time, each
 * bounded, the next a moment after the last ends, so that a stalled database costs one waiting
 * probe and nothing asking for health waits on it.
 */
async function watchDatabase(database: HealthOptions["database"]) {
  let reachable = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const probe = async () => {
    reachable = await answersWithin(() => database.ping(), DATABASE_PROBE_TIMEOUT_MS);
    if (stopped) return;
    timer = setTimeout(probe, DATABASE_PROBE_INTERVAL_MS);
    timer.unref();
  };
  await probe();
  return {
    reachable: () => reachable,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * GET /api/health (liveness: the process is up and answers; a database outage is reported but does
 * not fail it) and GET /api/ready (readiness: 503 unless the database and, when configured, Redis
 * answer and the instance is not draining, so a load balancer sends no traffic to an instance that
 * cannot serve it or is about to stop). Neither waits on the database: both answer from the
 * background probe, so they answer at once even while the database stalls.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (
  app,
  { database, redis, isDraining = () => false },
) => {
  const watch = await watchDatabase(database);
  app.addHook("onClose", async () => watch.stop());

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
      const reachable = watch.reachable();
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
      const databaseUp = watch.reachable();
      const redisUp = redis
        ? await answersWithin(async () => (await redis.ping()) === "PONG", REDIS_PING_TIMEOUT_MS)
        : undefined;
      const ready = databaseUp && redisUp !== false;
      return reply.status(ready ? 200 : 503).send({
        ready,
        checks: { database: databaseUp, ...(redisUp === undefined ? {} : { redis: redisUp }) },
      });
    },
  );
};
