/**
 * Limits on work a caller may ask for, so that one caller working hard leaves the site responsive to
 * everyone else: counted budgets (per address, per account) on the app's rate-limit store (Redis with
 * several instances), and a bounded queue for heavy work done by this instance.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type DomainCode, DomainError } from "./errors.ts";

/** A number of requests allowed per time window. */
export interface Limit {
  max: number;
  timeWindowMs: number;
}

/**
 * A budget of `limit` requests per window for each key (an address, an account): each call counts one
 * against the key given, by default the one `keyOf` reads from the request, and past the budget throws
 * `code` (a 429) with Retry-After. Its message may say the budget (`max`) and the wait (`seconds`, or
 * rounded up, `minutes` or `hours`). `name` keeps each budget's counts apart.
 */
export function requestBudget(
  app: FastifyInstance,
  limit: Limit,
  name: string,
  keyOf: (request: FastifyRequest) => string | number,
  code: DomainCode = "work.budgetSpent",
) {
  // The key each request is counted under: the rate limiter reads it from the request alone.
  const keys = new WeakMap<FastifyRequest, string | number>();
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => `${name}:${keys.get(request) ?? keyOf(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply, key = keyOf(request)): Promise<void> => {
    keys.set(request, key);
    const state = await check(request);
    if (!state.isAllowed && state.isExceeded) {
      const seconds = state.ttlInSeconds;
      reply.header("retry-after", seconds);
      throw new DomainError(code, {
        max: limit.max,
        seconds,
        minutes: Math.ceil(seconds / 60),
        hours: Math.ceil(seconds / 3600),
      });
    }
  };
}

/** How long a caller refused by a full queue is asked to wait. */
const QUEUE_RETRY_AFTER_SECONDS = 10;

/**
 * At most `running` tasks at once and `waiting` more in line, first come first served; a task beyond
 * that is refused at once (503 work.queueFull with Retry-After) instead of piling up in memory.
 */
function createWorkQueue({ running, waiting }: { running: number; waiting: number }) {
  let active = 0;
  const line: (() => void)[] = [];
  return {
    async run<T>(reply: FastifyReply, task: () => Promise<T>): Promise<T> {
      if (active >= running) {
        if (line.length >= waiting) {
          reply.header("retry-after", QUEUE_RETRY_AFTER_SECONDS);
          throw new DomainError("work.queueFull", { seconds: QUEUE_RETRY_AFTER_SECONDS });
        }
        await new Promise<void>((resolve) => line.push(resolve));
      } else active++;
      try {
        return await task();
      } finally {
        // The slot passes to the next in line, or is freed.
        const next = line.shift();
        if (next) next();
        else active--;
      }
    },
  };
}

/** Downloads an instance prepares at once: the render workers and the main thread stay shared. */
const DOWNLOADS_AT_ONCE = 2;

/**
 * The limits of every picture and PDF made on request for an account (a saved mandala's pictures and
 * PDF, a colouring's, a payment's confirmation, the pictures its share links show): the account's budget
 * of `perMinute`, then, for downloads, the instance's line of two at once and `queued` waiting.
 */
export function createDownloads(
  app: FastifyInstance,
  options: { perMinute: number; queued: number; accountOf: (request: FastifyRequest) => number },
) {
  const budget = requestBudget(
    app,
    { max: options.perMinute, timeWindowMs: 60_000 },
    "downloads",
    options.accountOf,
  );
  const line = createWorkQueue({ running: DOWNLOADS_AT_ONCE, waiting: options.queued });
  return {
    /** Prepares a download with `task`, or refuses it (429 past the budget, 503 when the line is full). */
    async prepare<T>(request: FastifyRequest, reply: FastifyReply, task: () => Promise<T>): Promise<T> {
      await budget(request, reply);
      return line.run(reply, task);
    },
    /**
     * Counts one picture drawn for `account` (its share links' pictures, asked for by anyone) against
     * its budget, or refuses it (429).
     */
    charge: (request: FastifyRequest, reply: FastifyReply, account: number) =>
      budget(request, reply, account),
  };
}

export type Downloads = ReturnType<typeof createDownloads>;
