/** The user's saved mandalas: list, open, delete, and download as JPEG, PNG, SVG or a print-ready PDF. */
import {
  ZErrorReply,
  ZMandalaIdParams,
  ZMandalaImageQuery,
  ZMandalaPdfQuery,
  ZSavedMandala,
  ZSavedMandalaList,
  ZSavedMandalaListQuery,
} from "@mandala/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Downloads } from "../../work-limits.ts";
import { requireUser } from "../identity/index.ts";
import { deleteMandala, findMandala, listMandalas } from "./mandalas.repository.ts";
import { type MandalasService, toSavedMandala } from "./mandalas.service.ts";

const FILES = {
  "image.jpg": "image/jpeg",
  "image.png": "image/png",
  "image.svg": "image/svg+xml; charset=utf-8",
  "print.pdf": "application/pdf",
} as const;
const errors = { 400: ZErrorReply, 401: ZErrorReply, 404: ZErrorReply };

export interface MandalasRoutesOptions {
  db: Db;
  mandalas: MandalasService;
  /** The budget and line every download passes (work-limits.ts). */
  downloads: Downloads;
}

export const mandalasRoutes: FastifyPluginAsyncZod<MandalasRoutesOptions> = async (
  app,
  { db, mandalas, downloads },
) => {
  /** Every route's OpenAPI group and its bearer sign-in. */
  const documented = { tags: ["mandalas"], security: [{ bearer: [] }] };

  async function owned(userId: number, id: number) {
    const row = await findMandala(db, userId, id);
    if (!row) throw new DomainError("mandalas.notFound");
    return row;
  }

  app.get(
    "/api/mandalas/",
    {
      onRequest: app.authenticate,
      schema: {
        ...documented,
        summary: "One page of the user's drawings, newest first; q searches the phrases",
        querystring: ZSavedMandalaListQuery,
        response: { 200: ZSavedMandalaList, 400: ZErrorReply, 401: ZErrorReply },
      },
    },
    async (request) => {
      const { limit, cursor, q } = request.query;
      const page = await listMandalas(db, requireUser(request).id, { limit, cursor, search: q });
      const last = page.rows.at(-1);
      return { results: page.rows.map(toSavedMandala), next_cursor: page.more && last ? last.id : null };
    },
  );

  app.get(
    "/api/mandalas/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...documented,
        params: ZMandalaIdParams,
        response: { 200: ZSavedMandala, ...errors },
      },
    },
    async (request) => toSavedMandala(await owned(requireUser(request).id, request.params.id)),
  );

  app.delete(
    "/api/mandalas/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...documented,
        params: ZMandalaIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteMandala(db, requireUser(request).id, request.params.id))) {
        throw new DomainError("mandalas.notFound");
      }
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/mandalas/:id/:file",
    {
      onRequest: app.authenticate,
      schema: {
        ...documented,
        summary:
          "Download: image.jpg, image.png, image.svg (query: view, filter, num_to_dot) or print.pdf (views, numbers)",
        params: ZMandalaIdParams.extend({ file: z.enum(Object.keys(FILES) as [keyof typeof FILES]) }),
        querystring: ZMandalaImageQuery.extend(ZMandalaPdfQuery.shape),
        response: { 200: z.unknown().describe("the file"), ...errors },
      },
    },
    async (request, reply) => {
      const row = await owned(requireUser(request).id, request.params.id);
      const { file } = request.params;
      const name = `mandala-${row.id}`;
      const body = await downloads.prepare(request, reply, async () => {
        if (file === "image.svg") return mandalas.svg(row, request.query, request.locale);
        if (file === "print.pdf")
          return mandalas.pdf(row, request.query.views, request.query.numbers, request.locale);
        return mandalas.picture(row, request.query, file === "image.png" ? "png" : "jpeg");
      });
      reply.type(FILES[file]).header("cache-control", "private, max-age=3600");
      if (file === "print.pdf") reply.header("content-disposition", `inline; filename="${name}.pdf"`);
      return reply.send(body);
    },
  );
};
