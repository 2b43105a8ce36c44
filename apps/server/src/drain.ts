import type { Server } from "node:net";

/** How long the listener stays open after the last new connection while the server drains. */
export const DRAIN_QUIET_MS = 300;
/** The longest a drain keeps accepting connections, however busy. */
export const DRAIN_MAX_MS = 3_000;

/**
 * Resolves once `server` has received no new connection for `quietMs` (at most `maxMs` in all): clients
 * that connected just before a shutdown, still in the listen queue, are accepted and answered instead of
 * being reset when the listener closes. The quiet period ends only after one more pass of the event
 * loop's poll phase (setImmediate), so connections queued while the loop was busy are still accepted.
 */
export function acceptUntilQuiet(
  server: Server,
  quietMs = DRAIN_QUIET_MS,
  maxMs = DRAIN_MAX_MS,
): Promise<void> {
  return new Promise((resolve) => {
    const deadline = Date.now() + maxMs;
    let connections = 0;
    const onConnection = () => {
      connections++;
    };
    const wait = () => {
      const seen = connections;
      setTimeout(
        () =>
          setImmediate(() => {
            if (connections !== seen && Date.now() < deadline) return wait();
            server.off("connection", onConnection);
            resolve();
          }),
        Math.max(0, Math.min(quietMs, deadline - Date.now())),
      );
    };
    server.on("connection", onConnection);
    wait();
  });
}
