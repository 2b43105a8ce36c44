import { Mutex, type PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import { DatabaseTimeoutError } from "./unavailable.ts";

/**
 * Bounded waits on the database: a database that accepts connections and then stops answering (a
 * network that drops packets, a server stuck on its disk, the embedded database held by long work)
 * fails each query with DatabaseTimeoutError after `timeoutMs`, which the API answers with 503 and
 * Retry-After, instead of holding every request for as long as the stall lasts.
 */

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * Bounds every query of the pool's clients: a query still unanswered after `timeoutMs` drops its
 * connection, which fails it (and any queued behind it) with DatabaseTimeoutError. The client is then
 * never handed out again: its late answer cannot reach the next caller's query. A client whose
 * connection is gone goes back to the pool at once, so that its place is not lost when the code that
 * took it never gives it back (drizzle's transaction, when its BEGIN fails).
 */
export function boundPool(pool: pg.Pool, timeoutMs: number): void {
  pool.on("connect", (client) => {
    // Errors reach the queries; unheard, one on a client in use would crash the process.
    client.on("error", () => {});
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      if (typeof (args[0] as { submit?: unknown } | undefined)?.submit === "function") return query(...args);
      const timer = setTimeout(
        () => client.connection.stream.destroy(new DatabaseTimeoutError(timeoutMs)),
        timeoutMs,
      );
      const last = args.at(-1);
      if (typeof last === "function") {
        return query(...args.slice(0, -1), (error: Error | null, result?: unknown) => {
          clearTimeout(timer);
          (last as Callback)(error, result);
        });
      }
      const answer = query(...args) as Promise<unknown>;
      answer.then(
        () => clearTimeout(timer),
        () => clearTimeout(timer),
      );
      return answer;
    }) as typeof client.query;
  });
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // With a callback: pool.query's own use, which gives the client back with the query's error.
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      const release = client.release;
      let released = false;
      const giveBack = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off("end", lost);
        release(error);
      };
      const lost = () => giveBack(new Error("Connection terminated while the client was in use"));
      client.once("end", lost);
      client.release = giveBack;
      return client;
    });
  }) as typeof pool.connect;
}

/**
 * The embedded database behind a bounded wait. Its queries and transactions take turns (as PGlite's
 * own do): one still waiting for its turn after `timeoutMs` fails with DatabaseTimeoutError and is
 * dropped, so that once the database is free again only the call already handed to PGlite runs, not
 * every write whose caller was told it had failed; a transaction's body either starts within the
 * bound or never runs. Once begun, a transaction runs to its end. Everything else (runExclusive,
 * listen, dumpDataDir, close) is PGlite's own.
 */
export function boundPglite(client: PGlite, timeoutMs: number): PGlite {
  const turns = new Mutex();
  /**
   * Runs `work` in its turn, failing after `timeoutMs` unless `work` has called `started` by then (a
   * single query never does: it is bounded to its answer).
   */
  const inTurn = <T>(work: (started: () => void, abandoned: () => boolean) => Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    let gaveUp = false;
    const abandoned = () => gaveUp;
    const started = () => clearTimeout(timer);
    const timedOut = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseTimeoutError(timeoutMs));
      }, timeoutMs);
    });
    const done = turns.runExclusive(() => {
      if (gaveUp) throw new DatabaseTimeoutError(timeoutMs);
      return work(started, abandoned);
    });
    // Once given up on, its outcome is no one's: settling late must not be an unhandled rejection.
    done.catch(() => {});
    return Promise.race([done, timedOut]).finally(started);
  };
  const bounded: Partial<PGlite> = {
    query: (query, params, options) => inTurn(() => client.query(query, params, options)),
    exec: (query, options) => inTurn(() => client.exec(query, options)),
    transaction: (callback) =>
      inTurn((started, abandoned) =>
        client.transaction(async (tx) => {
          if (abandoned()) throw new DatabaseTimeoutError(timeoutMs);
          started();
          return callback(tx);
        }),
      ),
  };
  return new Proxy(client, {
    get(target, key) {
      if (Object.hasOwn(bounded, key)) return bounded[key as keyof typeof bounded];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
