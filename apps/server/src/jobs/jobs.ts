import { sql } from "drizzle-orm";
import {
  type Db as BossConnection,
  type Clock,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
  type Queue,
} from "pg-boss";
import type { Database, DbOrTx } from "../db/client.ts";
import type { AppMetrics } from "../plugins/metrics.ts";
import { quietErrorLog } from "./quiet-errors.ts";

/** How a kind of job is retried: `retryLimit` more tries, waiting `retryDelaySeconds` doubled each time. */
export interface RetryOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** How a kind of job is queued and retried. */
export interface QueueOptions extends RetryOptions {
  /**
   * At most one job of this kind queued and one running, across all instances (pg-boss's `stately`
   * policy): for periodic steps, so a slow run is never overtaken by the next and runs do not pile up.
   */
  oneAtATime?: boolean;
}

export interface EnqueueOptions {
  /** The transaction of the change that causes the job: the job exists only if it commits (outbox). */
  tx?: DbOrTx;
  /** At most one queued job with this key per kind (a second enqueue is dropped). */
  singletonKey?: string;
  startAfter?: Date;
}

/** One job of a kind, as `find` reports it. */
export interface JobRecord<T> {
  id: string;
  data: T;
  /** pg-boss's state: created, retry, active, completed, cancelled or failed. */
  state: string;
  /** What the handler returned (completed) or last threw (failed). */
  output: unknown;
  createdAt: Date;
}

/** A job that used up its tries, for the admin. */
export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  /** What the last try threw. */
  error: unknown;
  retries: number;
  createdAt: string;
  failedAt: string | null;
}

/**
 * Durable jobs: work that outlives a request, stored in the database (pg-boss), run once across all
 * instances, retried with exponential backoff, kept across restarts; failed ones stay for the admin.
 */
export interface Jobs {
  /**
   * Creates the queue of a kind of job and runs its handler here (every instance does the same). What
   * the handler returns is kept with the completed job (its `output`).
   */
  handle<T extends object>(
    name: string,
    handler: (data: T) => Promise<unknown>,
    options?: QueueOptions,
  ): Promise<void>;
  /** Queues a job of a kind that has a handler. */
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /**
   * The jobs of a kind (kept a week after they end) queued with `singletonKey` `key`, or the one with
   * `id`, oldest first.
   */
  find<T extends object>(name: string, by: { key: string } | { id: string }): Promise<JobRecord<T>[]>;
  /** Queues a job of a kind on a cron schedule (once per slot across all instances). */
  schedule(name: string, cron: string): Promise<void>;
  /** The cron schedules registered, by kind of job. */
  schedules(): Promise<{ name: string; cron: string }[]>;
  /** The newest failed jobs. */
  failed(limit?: number): Promise<FailedJob[]>;
  /** How many jobs each queue holds, by state. */
  counts(): Promise<{ name: string; state: string; count: number }[]>;
  /** Stops taking jobs and waits (a while) for those running. */
  stop(): Promise<void>;
}

const DEFAULT_RETRY: Required<RetryOptions> = { retryLimit: 5, retryDelaySeconds: 10 };
/**
 * A running job is leased: its worker renews the lease every half of it (pg-boss's heartbeat). The job
 * of a worker that died (kill -9, a lost machine) is, once its lease has run out, retried while tries
 * remain, else failed: noticed within LEASE_SECONDS and one supervision pass (as often), not after
 * pg-boss's 15-minute expiry of a running job.
 */
const LEASE_SECONDS = 30;

/** What a failed job keeps as its output, for the admin: what pg-boss keeps of an error thrown. */
function serializedError(error: unknown): object {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { message: String(error) };
}

/**
 * Seconds between a worker's looks for jobs while NOTIFY wakes it (the embedded database): only for what
 * no NOTIFY announces, a job whose `startAfter` (a retry's delay, a delivery date) has come.
 */
const NOTIFY_POLLING_SECONDS = 10;

/** pg-boss's tables live in their own schema, apart from the app's migrations. */
const SCHEMA = "pgboss";

/** pg-boss speaking through the app's own connection: PGlite's client or the PostgreSQL pool. */
function connectionOf(database: Pick<Database, "driver">): BossConnection {
  const { driver } = database;
  if (driver.kind === "pglite") return fromPglite(driver.client);
  return { executeSql: (text: string, values?: unknown[]) => driver.pool.query(text, values) };
}

/** PostgreSQL's unique_violation: what the loser of two concurrent `CREATE SCHEMA` gets. */
const UNIQUE_VIOLATION = "23505";

/**
 * Starts pg-boss, installing or upgrading its schema. Instances started together may race to install
 * it (`npm run migrate` installs it first, but need not have run): the loser starts again.
 */
async function startBoss(
  database: Pick<Database, "driver">,
  { log, clock }: Pick<JobsOptions, "log" | "clock">,
): Promise<PgBoss> {
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss({
      db: connectionOf(database),
      schema: SCHEMA,
      superviseIntervalSeconds: LEASE_SECONDS,
      monitorIntervalSeconds: LEASE_SECONDS,
      ...(clock ? { clock } : {}),
      // The embedded database delivers NOTIFY within the process: a job wakes its worker at once, and
      // polling is only the backstop (NOTIFY_POLLING_SECONDS), not a query every second on the one
      // connection the requests share.
      ...(database.driver.kind === "pglite" ? { backend: "pglite" as const, useListenNotify: true } : {}),
    });
    boss.on("error", quietErrorLog(log));
    try {
      await boss.start();
      return boss;
    } catch (error) {
      if (attempt >= 3 || (error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      log.warn(
        { err: error, attempt },
        "another instance was installing the job queue's schema; starting again",
      );
    }
  }
}

export interface JobsOptions {
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /**
   * Seconds between looks for new jobs: by default 1, and NOTIFY_POLLING_SECONDS where NOTIFY wakes the
   * workers (the embedded database); given, it is both (tests look often).
   */
  pollingIntervalSeconds?: number;
  /** The queue's clock, of its timers and of the database's side (tests move it with pg-boss's TestClock). */
  clock?: Clock;
}

/** Starts the job queue on the app's database (installing or upgrading pg-boss's schema once). */
export async function startJobs(database: Pick<Database, "driver">, options: JobsOptions): Promise<Jobs> {
  const boss = await startBoss(database, options);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 1;
  const execute = async <Row>(query: string, values: unknown[]) =>
    (await connectionOf(database).executeSql(query, values)).rows as Row[];
  // The queues as stored, read once at start: a queue that exists with the code's settings is left as
  // it is (creating and updating each queue at every start took ~4 statements a queue).
  let queues: Promise<Map<string, Queue>> | undefined;
  const storedQueue = async (name: string) => {
    queues ??= boss.getQueues().then((all) => new Map(all.map((queue) => [queue.name, queue])));
    return (await queues).get(name);
  };

  return {
    async handle(name, handler, { oneAtATime, ...retry } = {}) {
      const { retryLimit, retryDelaySeconds } = { ...DEFAULT_RETRY, ...retry };
      const settings = {
        retryLimit,
        retryDelay: retryDelaySeconds,
        retryBackoff: true,
        heartbeatSeconds: LEASE_SECONDS,
        notify: true,
      };
      const stored = await storedQueue(name);
      if (!stored) {
        await boss.createQueue(name, { ...settings, ...(oneAtATime ? { policy: "stately" as const } : {}) });
      } else if (Object.entries(settings).some(([key, value]) => stored[key as keyof Queue] !== value)) {
        // A queue made by an earlier version keeps its settings until told: these are the code's.
        await boss.updateQueue(name, settings);
      }
      const settle = async (job: { id: string; data: object }): Promise<JobResult> => {
        try {
          return {
            id: job.id,
            status: "completed",
            output: await handler(job.data as Parameters<typeof handler>[0]),
          };
        } catch (error) {
          options.log.warn(
            { err: error, job: job.id, name },
            "job failed; it will be retried while tries remain",
          );
          return { id: job.id, status: "failed", output: serializedError(error) };
        }
      };
      // Each job is settled with its own output. After a job the worker looks again at once (pg-boss's
      // notifyWorker) rather than after its interval, so a queue that holds several drains in a row;
      // only an empty look waits (pg-boss never calls a handler with no job).
      let worker: string | undefined;
      worker = await boss.work<object>(
        name,
        {
          pollingIntervalSeconds,
          notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? NOTIFY_POLLING_SECONDS,
          batchSize: 1,
          perJobResults: true,
        },
        async (batch) => {
          const results = await Promise.all(batch.map(settle));
          if (worker) boss.notifyWorker(worker);
          return results;
        },
      );
    },
    async enqueue(name, data, { tx, singletonKey, startAfter } = {}) {
      await boss.send(name, data, {
        ...(tx ? { db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) } : {}),
        ...(singletonKey ? { singletonKey } : {}),
        ...(startAfter ? { startAfter } : {}),
      });
    },
    async find<T extends object>(name: string, by: { key: string } | { id: string }) {
      const jobs = await boss.findJobs<T>(name, by);
      return jobs.map((job) => ({
        id: job.id,
        data: job.data,
        state: job.state,
        output: job.output,
        createdAt: new Date(job.createdOn),
      }));
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron);
    },
    async schedules() {
      return (await boss.getSchedules()).map(({ name, cron }) => ({ name, cron }));
    },
    async failed(limit = 50) {
      const rows = await execute<{
        id: string;
        name: string;
        data: unknown;
        output: unknown;
        retry_count: number;
        created_on: Date;
        completed_on: Date | null;
      }>(
        `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${SCHEMA}.job
         WHERE state = 'failed' ORDER BY completed_on DESC NULLS LAST LIMIT $1`,
        [limit],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: row.output,
        retries: row.retry_count,
        createdAt: new Date(row.created_on).toISOString(),
        failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
      }));
    },
    async counts() {
      const rows = await execute<{ name: string; state: string; count: string | number }>(
        `SELECT name, state::text AS state, count(*) AS count FROM ${SCHEMA}.job GROUP BY name, state`,
        [],
      );
      return rows.map((row) => ({ name: row.name, state: row.state, count: Number(row.count) }));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, close: false });
    },
  };
}

/** Jobs whose queues, workers and schedules are only noted until `setUp()` creates them. */
export interface DeferredJobs extends Jobs {
  /** Creates what was noted, in order; from then on `handle` and `schedule` act at once. */
  setUp(): Promise<void>;
}

/**
 * `jobs` for the app's modules while their Fastify plugins register: `handle` and `schedule` answer at
 * once and are applied by `setUp()`, after every plugin is registered. A plugin's registration then
 * never waits on the database, which on a busy machine (or behind a snapshot of a large
 * embedded database) can take longer than Fastify's plugin timeout.
 */
export function deferSetUp(jobs: Jobs): DeferredJobs {
  let noted: (() => Promise<void>)[] | null = [];
  const note = (step: () => Promise<void>) => {
    if (!noted) return step();
    noted.push(step);
    return Promise.resolve();
  };
  return {
    ...jobs,
    handle: (name, handler, options) => note(() => jobs.handle(name, handler, options)),
    schedule: (name, cron) => note(() => jobs.schedule(name, cron)),
    async setUp() {
      const steps = noted ?? [];
      noted = null;
      for (const step of steps) await step();
    },
  };
}

/** `jobs{queue,state}`: the queues' depth and failures, read at every scrape. */
export function countJobsByState(metrics: AppMetrics, jobs: Jobs) {
  metrics.gauge(
    "jobs",
    "Durable jobs by queue and state (created, retry, active, completed, failed)",
    ["queue", "state"],
    async (set) => {
      for (const row of await jobs.counts()) set({ queue: row.name, state: row.state }, row.count);
    },
  );
}
