/** The owner's colouring of a saved mandala: read it, keep it as it grows, print and export it. */
import {
  ZColouringFile,
  ZColouringProgress,
  ZColouringProgressUpdate,
  ZErrorReply,
  ZMandalaIdParams,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Downloads } from "../../work-limits.ts";
import { requireUser } from "../identity/index.ts";
import type { ColouringService } from "./colouring.service.ts";

const errors = { 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply };
const TYPES = { "image.png": "image/png", "print.pdf": "application/pdf" } as const;

export const colouringRoutes: FastifyPluginAsyncZod<{
  colouring: ColouringService;
  /** The budget and line every download passes (work-limits.ts). */
  downloads: Downloads;
}> = async (app, { colouring, downloads }) => {
  const security = [{ bearer: [] }];

  app.get(
    "/api/mandalas/:id/colouring",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["colouring"],
        summary: "The user's colouring of a saved mandala (fills: one character per cell)",
        security,
        params: ZMandalaIdParams,
        response: { 200: ZColouringProgress, ...errors },
      },
    },
    async (request) => colouring.progress(requireUser(request).id, request.params.id),
  );

  app.put(
    "/api/mandalas/:id/colouring",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["colouring"],
        summary: "Keeps the colouring (it must fit the mandala's cells and palette)",
        security,
        params: ZMandalaIdParams,
        body: ZColouringProgressUpdate,
        response: { 200: ZColouringProgress, ...errors },
      },
    },
    async (request) => colouring.saveProgress(requireUser(request).id, request.params.id, request.body.fills),
  );

  app.get(
    "/api/mandalas/:id/colouring/:file",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["colouring"],
        summary: "The coloured result with the phrase and date: image.png or print.pdf",
        security,
        params: ZMandalaIdParams.extend({ file: ZColouringFile }),
        response: { 200: z.unknown().describe("the file"), ...errors },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const userId = requireUser(request).id;
      const bytes = await downloads.prepare(request, reply, () =>
        colouring.file(userId, id, file, request.locale),
      );
      const name = `colouring-${id}.${file === "image.png" ? "png" : "pdf"}`;
      return reply
        .type(TYPES[file])
        .header("cache-control", "private, no-cache")
        .header("content-disposition", `inline; filename="${name}"`)
        .send(bytes);
    },
  );
};
