import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/**
 * Serves user uploads (avatars, ...) from `dir` under `/uploads/`. Register it encapsulated (not
 * with fastify-plugin): it adds a second @fastify/static next to the web app's.
 */
export async function uploadsPlugin(app: FastifyInstance, options: { dir: string }) {
  mkdirSync(options.dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.dir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    setHeaders(res) {
      res.header("cache-control", "public, max-age=86400");
      res.header("content-security-policy", "default-src 'none'; sandbox");
    },
  });
}
