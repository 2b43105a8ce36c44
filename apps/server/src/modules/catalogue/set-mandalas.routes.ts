/** A bought set's mandalas, to colour: for the signed-in owner, and by the purchase's e-mailed link. */
import { ZErrorReply, ZSetMandalaColouring, ZSetMandalas } from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { FREE_PREFIX } from "../billing/index.ts";
import { requireUser } from "../identity/index.ts";
import type { SetMandalasService } from "./set-mandalas.service.ts";

const ZSlugParams = z.object({ slug: z.string().min(1).max(120) });
const errors = { 400: ZErrorReply, 401: ZErrorReply, 403: ZErrorReply, 404: ZErrorReply };

export const setMandalaRoutes: FastifyPluginAsyncZod<{ setMandalas: SetMandalasService }> = async (
  app,
  { setMandalas },
) => {
  const tags = ["learning sets"];
  const security = [{ bearer: [] }];

  app.get(
    `${FREE_PREFIX}/learningsets/:slug/mandalas`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The mandalas of a set the signed-in user bought, to colour them",
        params: ZSlugParams,
        response: { 200: ZSetMandalas, ...errors },
      },
    },
    async (request) => setMandalas.forOwner(requireUser(request).id, request.params.slug, request.locale),
  );

  app.post(
    `${FREE_PREFIX}/learningsets/:slug/mandalas/:index/colouring`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Keeps the set's mandala among the owner's mandalas (once) and answers its id, to colour it",
        params: ZSlugParams.extend({ index: z.coerce.number().int().min(0).max(999) }),
        response: { 200: ZSetMandalaColouring, ...errors },
      },
    },
    async (request) =>
      setMandalas.startColouring(requireUser(request).id, request.params.slug, request.params.index),
  );

  app.get(
    "/api/set-links/:token",
    {
      schema: {
        tags,
        summary: "The mandalas of the set a purchase's e-mailed link opens (no account needed)",
        params: z.object({ token: z.string().max(100) }),
        response: { 200: ZSetMandalas, ...errors },
      },
    },
    async (request) => setMandalas.forLink(request.params.token, request.locale),
  );
};
