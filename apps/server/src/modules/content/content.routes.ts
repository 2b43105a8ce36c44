import type { FastifyPluginAsync } from "fastify";
import type { Db } from "../../db/client.ts";
import { listPublicSlugs } from "./content.repository.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

/** /sitemap.xml and /robots.txt. */
export const contentRoutes: FastifyPluginAsync<{ db: Db; publicUrl: string }> = async (
  app,
  { db, publicUrl },
) => {
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const { posts, sets } = await listPublicSlugs(db);
    const extra = [
      ...posts.map((slug) => ({ path: `/post/${slug}`, changefreq: "monthly" as const, priority: 0.6 })),
      ...sets.map((slug) => ({ path: `/nabory/${slug}`, changefreq: "weekly" as const, priority: 0.7 })),
    ];
    return reply.type("application/xml; charset=utf-8").send(sitemapXml(publicUrl, extra));
  });
  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/plain; charset=utf-8").send(robotsTxt(publicUrl)),
  );
};
