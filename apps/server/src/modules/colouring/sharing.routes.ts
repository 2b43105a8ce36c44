/** Share links: the owner makes, lists and revokes them; anyone with one sees the picture and its card. */
import {
  ZErrorReply,
  ZMandalaIdParams,
  ZShareCreate,
  ZSharedMandala,
  ZShareLink,
  ZShareLinkList,
  ZShareTokenParams,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Downloads } from "../../work-limits.ts";
import { requireUser } from "../identity/index.ts";
import type { ColouringService } from "./colouring.service.ts";

const errors = { 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply };
const pictureErrors = { 400: ZErrorReply, 404: ZErrorReply, 429: ZErrorReply };
const PUBLIC_PICTURE = "public, max-age=300";

export const sharingRoutes: FastifyPluginAsyncZod<{
  colouring: ColouringService;
  /** The budget a picture drawn anew counts in: the sharing account's (work-limits.ts). */
  downloads: Downloads;
}> = async (app, { colouring, downloads }) => {
  const security = [{ bearer: [] }];

  app.post(
    "/api/mandalas/:id/shares",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["sharing"],
        summary: "Makes a public link to the mandala's picture (the phrase only with show_phrase)",
        security,
        params: ZMandalaIdParams,
        body: ZShareCreate,
        response: { 201: ZShareLink, ...errors },
      },
    },
    async (request, reply) => {
      const link = await colouring.createShare(requireUser(request).id, request.params.id, request.body);
      return reply.status(201).send(link);
    },
  );

  app.get(
    "/api/mandalas/:id/shares",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["sharing"],
        summary: "The mandala's live links with their visits",
        security,
        params: ZMandalaIdParams,
        response: { 200: ZShareLinkList, ...errors },
      },
    },
    async (request) => ({ results: await colouring.listShares(requireUser(request).id, request.params.id) }),
  );

  app.delete(
    "/api/shares/:token",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["sharing"],
        summary: "Revokes a link: from then on it answers 404",
        security,
        params: ZShareTokenParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await colouring.revokeShare(requireUser(request).id, request.params.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/shares/:token",
    {
      schema: {
        tags: ["sharing"],
        summary: "The shared mandala (public; counts a visit)",
        params: ZShareTokenParams,
        response: { 200: ZSharedMandala, 400: ZErrorReply, 404: ZErrorReply },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return colouring.openShare(request.params.token);
    },
  );

  app.get(
    "/api/shares/:token/image.png",
    {
      schema: {
        tags: ["sharing"],
        summary: "The shared picture (PNG); one drawn anew counts in the sharing account's budget (429)",
        params: ZShareTokenParams,
        response: { 200: z.unknown().describe("PNG"), ...pictureErrors },
      },
    },
    async (request, reply) => {
      const image = await colouring.shareImage(request.params.token, (owner) =>
        downloads.charge(request, reply, owner),
      );
      return reply.type("image/png").header("cache-control", PUBLIC_PICTURE).send(image);
    },
  );

  app.get(
    "/api/shares/:token/card.jpg",
    {
      schema: {
        tags: ["sharing"],
        summary:
          "The Open Graph / VK card, 1200 × 630 (JPEG); one drawn anew counts in the sharing account's budget (429)",
        params: ZShareTokenParams,
        response: { 200: z.unknown().describe("JPEG"), ...pictureErrors },
      },
    },
    async (request, reply) => {
      const card = await colouring.shareCard(request.params.token, request.locale, (owner) =>
        downloads.charge(request, reply, owner),
      );
      return reply.type("image/jpeg").header("cache-control", PUBLIC_PICTURE).send(card);
    },
  );
};
