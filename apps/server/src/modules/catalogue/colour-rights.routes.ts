/** The /colour page's one call: may the caller colour this mandala (the demo's, their plan's, their set's)? */
import { ZColourMandala, ZColourQuery, ZErrorReply } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { FREE_PREFIX } from "../billing/index.ts";
import type { ColourRights } from "./colour-rights.ts";

const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply };

export const colourRightsRoutes: FastifyPluginAsyncZod<{ colourRights: ColourRights }> = async (
  app,
  { colourRights },
) => {
  app.get(
    `${FREE_PREFIX}/colour/`,
    {
      onRequest: app.optionalUser,
      schema: {
        tags: ["colouring"],
        summary:
          "A mandala that is not saved, to colour: the demo's for everyone, a plan's for its subscriber, a set's for its buyer (403 beyond these)",
        security: [{ bearer: [] }, {}],
        querystring: ZColourQuery,
        response: { 200: ZColourMandala, ...errors },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return colourRights.check(request.user?.id ?? null, request.query, request.locale);
    },
  );
};
