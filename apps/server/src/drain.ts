import type { Server as HttpServer, IncomingMessage, ServerResponse } from "node:http";
import type { Server, Socket } from "node:net";

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

/** A connection's requests in flight, and since when it has had none. */
interface ConnectionState {
  inFlight: number;
  idleSince: number;
}

/** How long a keep-alive connection must have had no request in flight before a shutdown ends it. */
export const DRAIN_IDLE_MS = 1_000;

/**
 * Follows the server's connections, so that a shutdown ends each one only once it has been idle for a
 * while: a keep-alive client that sends its next request just as the server stops gets an answer (with
 * `connection: close`) instead of a reset, which is what closing every idle connection at once gives a
 * client that is slower than the server.
 */
export function watchConnections(server: HttpServer) {
  const connections = new Map<Socket, ConnectionState>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { inFlight: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.inFlight++;
    response.once("close", () => {
      state.inFlight--;
      state.idleSince = Date.now();
    });
  });
  return {
    /**
     * Ends every connection once it has had no request in flight for `idleMs`; resolves when none is
     * left, or at `deadline` (epoch ms). Each check runs after a pass of the event loop's poll phase, so a
     * request whose bytes have arrived is counted before its connection is judged idle.
     */
    endWhenIdle(idleMs = DRAIN_IDLE_MS, deadline = Date.now() + DRAIN_MAX_MS): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          const now = Date.now();
          for (const [socket, state] of connections) {
            if (state.inFlight === 0 && now - state.idleSince >= idleMs) socket.destroy();
          }
          if (connections.size === 0 || now >= deadline) resolve();
          else setTimeout(() => setImmediate(check), 50);
        };
        setImmediate(check);
      });
    },
  };
}
