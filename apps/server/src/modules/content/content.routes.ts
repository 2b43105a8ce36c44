import { ZSitemapReply } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.ts";

/** /sitemap.xml, the same list as JSON for the /sitemap page, and /robots.txt. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("application/xml; charset=utf-8").send(sitemapXml(publicUrl, await sitemapEntries(db))),
  );
  app.get(
    "/api/sitemap",
    {
      schema: {
        tags: ["content"],
        summary: "Every public page (the list /sitemap.xml gives)",
        response: { 200: ZSitemapReply },
      },
    },
    async () => ({ entries: await sitemapEntries(db) }),
  );
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robotsTxt(publicUrl)),
  );
};
