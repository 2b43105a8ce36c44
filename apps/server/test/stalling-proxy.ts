import net, { type AddressInfo, type Socket } from "node:net";

/** A TCP proxy on the loopback that can stop forwarding bytes without closing a connection. */
export interface StallingProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  /** From now on, bytes in either direction are held (new connections are accepted and held too). */
  pause(): void;
  /** Sends what was held, in order, and forwards again. */
  resume(): void;
  close(): Promise<void>;
}

/**
 * One direction of a connection: forwards `from`'s bytes to `to`, or holds them while paused; once
 * `from` ends, `to` is ended after the held bytes, as a network that comes back delivers what was in
 * flight before the close.
 */
function forward(from: Socket, to: Socket, isPaused: () => boolean) {
  const held: Buffer[] = [];
  let ended = false;
  const flush = () => {
    if (isPaused()) return;
    for (const chunk of held.splice(0)) to.write(chunk);
    if (ended) to.end();
  };
  from.on("data", (chunk: Buffer) => {
    held.push(chunk);
    flush();
  });
  from.on("close", () => {
    ended = true;
    flush();
  });
  return flush;
}

/** Starts a proxy to `target` (host:port), forwarding until paused. */
export async function startStallingProxy(target: { host: string; port: number }): Promise<StallingProxy> {
  let paused = false;
  const flushes = new Set<() => void>();
  const sockets = new Set<Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      // A reset on one side ends the other through "close"; the error itself is the test's business.
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    const directions = [forward(client, upstream, () => paused), forward(upstream, client, () => paused)];
    for (const flush of directions) flushes.add(flush);
    let open = 2;
    const closed = () => {
      if (--open === 0) for (const flush of directions) flushes.delete(flush);
    };
    client.on("close", closed);
    upstream.on("close", closed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const flush of flushes) flush();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
