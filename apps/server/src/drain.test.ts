import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterEach, describe, expect, it } from "vitest";
import { acceptUntilQuiet, watchConnections } from "./drain.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";

let server: http.Server;
let agent: http.Agent;

/** A server whose handler answers once `release` is called for that request (or at once). */
async function startServer(hold = false) {
  const held: Array<() => void> = [];
  server = http.createServer((_request, response) => {
    const answer = () => response.end("ok");
    if (hold) held.push(answer);
    else answer();
  });
  const connections = watchConnections(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return { connections, held, port: (server.address() as AddressInfo).port };
}

function get(port: number): Promise<{ status: number; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, agent, path: "/" }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, socket: request.socket }));
    });
    request.on("error", reject);
  });
}

afterEach(async () => {
  agent.destroy();
  server.closeAllConnections();
  server.close();
});

describe("ending connections on shutdown", () => {
  it("answers a keep-alive client's next request sent while the server waits, then ends the connection", async () => {
    const { connections, port } = await startServer();
    const first = await get(port);

    const ended = connections.endWhenIdle(300, Date.now() + 5_000);
    const second = await get(port);
    expect(second).toEqual({ status: 200, socket: first.socket });

    await ended;
    expect(server.listening).toBe(true);
    const socket = first.socket as import("node:net").Socket;
    expect(socket.destroyed || socket.readableEnded).toBe(true);
  });

  it("never ends a connection with a request in flight, and gives up waiting for it at the deadline", async () => {
    const { connections, held, port } = await startServer(true);
    const answered = get(port).catch(() => "reset");
    while (held.length === 0) await new Promise((resolve) => setImmediate(resolve));

    const started = Date.now();
    await connections.endWhenIdle(10, started + 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    held[0]?.();
    expect(await answered).toMatchObject({ status: 200 });
  });
});

describe("readiness while draining", () => {
  it("answers 503 on /api/ready from the moment draining starts, while the listener still accepts", async () => {
    let draining = false;
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(healthRoutes, {
      database: { kind: "postgres", ping: async () => true },
      isDraining: () => draining,
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    server = app.server;
    agent = new http.Agent();
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);

    draining = true;
    const quiet = acceptUntilQuiet(server, 200, 1_000);
    const during = await fetch(`${base}/api/ready`);
    expect(server.listening).toBe(true);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ ready: false, draining: true });
    await quiet;
    await app.close();
  });
});
