/**
 * The PDF files: the free sets, and a bought set by its e-mailed link or for its signed-in owner; a page
 * saying what to do for a link that opens nothing; the site's icon at the address browsers ask for.
 */
import { createReadStream } from "node:fs";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { FREE_PREFIX } from "../billing/index.ts";
import { requireUser } from "../identity/index.ts";
import type { LearningSetsService } from "./learning-sets.service.ts";
import { type DeadLink, deadLinkPage } from "./link-page.ts";
import type { SetFiles } from "./set-files.ts";

export interface FileRoutesOptions {
  learningSets: LearningSetsService;
  files: SetFiles;
  /** Where the page for a dead link says to write; null on a copy without one. */
  supportEmail: string | null;
}

/** `attachment` named `title.pdf`: an ASCII fallback (the slug) and the UTF-8 name (RFC 6266). */
function disposition(title: string, slug: string) {
  return `attachment; filename="${slug}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`;
}

function sendPdf(reply: FastifyReply, file: string, name: { title: string; slug: string }, cache: string) {
  return reply
    .header("cache-control", cache)
    .header("content-disposition", disposition(name.title, name.slug))
    .header("x-content-type-options", "nosniff")
    .type("application/pdf")
    .send(createReadStream(file));
}

/**
 * A file link that opens nothing. A browser (which asks for HTML) gets a page in the purchase's language,
 * else the language it names (the site's `lang` cookie, Accept-Language); an API client gets the error.
 */
function deadLink(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: DeadLink,
  supportEmail: string | null,
  purchaseLocale?: Locale,
) {
  const refusal = new DomainError(
    reason === "refunded" ? "catalogue.purchaseRefunded" : "catalogue.fileNotFound",
  );
  if (!request.headers.accept?.includes("text/html")) throw refusal;
  const chosen = request.cookies.lang;
  const locale = purchaseLocale ?? (chosen === "ru" || chosen === "en" ? chosen : request.locale);
  return reply
    .status(refusal.statusCode)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(deadLinkPage(reason, locale, supportEmail));
}

export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { learningSets, files, supportEmail },
) => {
  const tags = ["files"];

  // Browsers ask for /favicon.ico whatever the page says: the site's icon is an SVG.
  app.get("/favicon.ico", { schema: { hide: true } }, (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").redirect("/favicon.svg", 301),
  );

  app.get(
    "/files/free-sets/:file",
    { schema: { tags, summary: "A free set's PDF", params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const slug = /^([a-z0-9-]+)\.pdf$/.exec(request.params.file)?.[1];
      const set = slug ? await files.freeSet(slug) : null;
      if (!slug || !set) return deadLink(request, reply, "freeSetMissing", supportEmail);
      const title = request.locale === "en" ? set.titleEn : set.title;
      return sendPdf(reply, set.file, { title, slug }, "public, max-age=86400");
    },
  );

  app.get(
    "/files/sets/:token",
    {
      schema: {
        tags,
        summary: "A bought set's PDF by its e-mailed link",
        params: z.object({ token: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const link = await learningSets.linkState(request.params.token);
      if (!link) return deadLink(request, reply, "unknown", supportEmail);
      if ("refunded" in link) return deadLink(request, reply, "refunded", supportEmail, link.locale);
      const { set } = link;
      return sendPdf(
        reply,
        await files.learningSet(set),
        { title: set.name, slug: set.slug },
        "private, no-store",
      );
    },
  );

  app.get(
    `${FREE_PREFIX}/learningsets/:slug/download`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "A bought set's PDF for its signed-in owner",
        params: z.object({ slug: z.string().max(120) }),
      },
    },
    async (request, reply) => {
      const set = await learningSets.setOwnedBy(requireUser(request).id, request.params.slug);
      return sendPdf(
        reply,
        await files.learningSet(set),
        { title: set.name, slug: set.slug },
        "private, no-store",
      );
    },
  );
};
