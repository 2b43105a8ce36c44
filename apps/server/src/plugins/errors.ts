import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors.ts";
import { type Locale, type MessageCode, pickLocale, translate } from "../i18n/messages.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of this request's messages. */
    locale: Locale;
  }
}

/** The JSON body of every error reply: `error` and `detail` carry the same translated message. */
export function errorBody(code: MessageCode, locale: Locale, params?: Record<string, string | number>) {
  const message = translate(code, locale, params);
  return { error: message, detail: message, code };
}

/** Maps every error to a translated JSON reply; unknown errors become a logged 500 with no details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("locale", "ru");
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const lang = typeof query?.lang === "string" ? query.lang : undefined;
    request.locale = pickLocale(request.headers["accept-language"], lang);
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ ...errorBody(error.code, request.locale, error.params), ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split("/").filter(Boolean)].join("."),
        message: issue.message,
      }));
      const fields = [...new Set(issues.map((issue) => issue.field))].join(", ");
      return reply
        .status(400)
        .send({ ...errorBody("validation.invalid", request.locale, { fields }), issues });
    }
    return replyForStatus(error, request, reply);
  });
});

function replyForStatus(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 429) return reply.status(429).send(errorBody("http.tooManyRequests", request.locale));
  if (status === 413) return reply.status(413).send(errorBody("http.payloadTooLarge", request.locale));
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, unsupported media type, ...): say what it said.
    return reply
      .status(status)
      .send({ error: error.message, detail: error.message, code: error.code ?? "http.client" });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply.status(500).send(errorBody("http.internal", request.locale));
}
