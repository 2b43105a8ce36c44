import type { FastifyInstance } from "fastify";

/** How long after listening a starting server waits before loading what it deferred. */
const WARM_UP_DELAY_MS = 1_000;

/**
 * Runs `load` (what the server does not need to start: the page renderer, the GraphQL endpoint) a
 * second after the server listens: neither during the start nor in the way of its first health checks.
 * A request that needs it earlier loads it itself. A failure is logged, as `what`.
 */
export function loadAfterListening(app: FastifyInstance, what: string, load: () => Promise<unknown>) {
  app.addHook("onListen", async () => {
    const timer = setTimeout(() => {
      load().catch((error: unknown) => app.log.error({ err: error }, `${what} did not load`));
    }, WARM_UP_DELAY_MS);
    timer.unref();
  });
}
