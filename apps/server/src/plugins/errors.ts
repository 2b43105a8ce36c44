import fastifyAccepts from "@fastify/accepts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { AppError } from "../errors.ts";
import { LOCALES, type Locale, type MessageCode, pickLocale, translate } from "../i18n/messages.ts";
import { describeIssue, type SchemaIssue } from "../i18n/validation.ts";

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

/** How long a client is asked to wait when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/** Fastify's own client errors, by their code, as the app's message codes. */
const FASTIFY_CODES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "http.invalidJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "http.emptyJson",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "http.unsupportedMediaType",
  FST_ERR_CTP_INVALID_TYPE: "http.unsupportedMediaType",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "http.badRequest",
  FST_ERR_CTP_BODY_TOO_LARGE: "http.payloadTooLarge",
  FST_ERR_BAD_URL: "http.badRequest",
  FST_ERR_ASYNC_CONSTRAINT: "http.badRequest",
  FST_INVALID_MULTIPART_CONTENT_TYPE: "http.malformedMultipart",
};

const STATUS_CODES: Record<number, MessageCode> = {
  400: "http.badRequest",
  404: "http.notFound",
  405: "http.methodNotAllowed",
  413: "http.payloadTooLarge",
  415: "http.unsupportedMediaType",
  429: "http.tooManyRequests",
  503: "http.unavailable",
};

/**
 * The validation failure of a route schema as one translated message and field-level issues; a
 * failure that is only a broken rule (no consent) answers with that rule's code.
 */
function validationReply(error: FastifyError, locale: Locale) {
  const described = (error.validation as unknown as SchemaIssue[]).map((issue) =>
    describeIssue(issue, error.validationContext, locale),
  );
  const issues = described.map(({ field, message, code }) => ({ field, message, code }));
  const rule = described[0]?.rule;
  if (rule && described.every((issue) => issue.rule === rule)) {
    return { ...errorBody(rule, locale), issues };
  }
  const reasons = [...new Set(described.map((issue) => issue.sentence))].join("; ");
  return { ...errorBody("validation.invalid", locale, { reasons }), issues };
}

const GRAPHQL_CODES: Record<number, string> = { 401: "UNAUTHENTICATED", 503: "SERVICE_UNAVAILABLE" };

/** String literals of a GraphQL document (block strings first), which may hold a password. */
const GRAPHQL_STRINGS = /"""[\s\S]*?"""|"(?:[^"\\\n]|\\.)*"/g;

/**
 * What the log says of a request that failed, without its secrets: the method, the path with the
 * query's parameter names only, and on /graphql the operation, its string literals hidden (variables
 * and headers are never logged).
 */
export function requestSummary(request: FastifyRequest) {
  const [path, search = ""] = request.url.split("?");
  const names = [...new Set(new URLSearchParams(search).keys())];
  const url = names.length ? `${path}?${names.map((name) => `${name}=…`).join("&")}` : path;
  const body = request.body as { query?: unknown; operationName?: unknown } | null | undefined;
  if (typeof body?.query !== "string") return { method: request.method, url };
  const graphql = {
    operationName: typeof body.operationName === "string" ? body.operationName.slice(0, 100) : null,
    query: body.query.replace(GRAPHQL_STRINGS, '"…"').slice(0, 2000),
  };
  return { method: request.method, url, graphql };
}

/**
 * The reply to a client error, in the request's language. GraphQL clients read `errors[]`, so
 * replies on /graphql carry the message there too.
 */
function send(request: FastifyRequest, reply: FastifyReply, status: number, body: Record<string, unknown>) {
  const graphql = request.url.split("?")[0] === "/graphql";
  const extensions = { code: GRAPHQL_CODES[status] ?? "BAD_USER_INPUT", messageCode: body.code };
  return reply
    .status(status)
    .send(graphql ? { ...body, errors: [{ message: body.error, extensions }] } : body);
}

/** Maps every error to a translated JSON reply; unknown errors become a logged 500 with no details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyAccepts);
  app.decorateRequest("locale", "ru");
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const lang = typeof query?.lang === "string" ? query.lang : undefined;
    request.locale = pickLocale(request.languages(LOCALES), lang);
  });

  // Every server error is logged with its request, whichever layer answered it (a route, Yoga, …);
  // 503 is the database or a shutdown, logged by its cause.
  app.addHook("onResponse", async (request, reply) => {
    if (reply.statusCode >= 500 && reply.statusCode !== 503)
      request.log.error({ request: requestSummary(request), status: reply.statusCode }, "server error");
  });

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const locale = request.locale;
    if (error instanceof AppError) {
      return send(request, reply, error.statusCode, {
        ...errorBody(error.code, locale, error.params),
        ...error.extra,
      });
    }
    if (Array.isArray(error.validation) && error.validation.length > 0) {
      return send(request, reply, 400, validationReply(error, locale));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code ?? ""] ?? STATUS_CODES[status] ?? "http.clientError";
      const type = String(request.headers["content-type"] ?? "").split(";")[0] || "—";
      const params = { status, type, path: request.url.split("?")[0] ?? "/" };
      return send(request, reply, status, errorBody(code, locale, params));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, "the database is unavailable");
      reply.header("retry-after", DATABASE_RETRY_AFTER_SECONDS);
      return send(request, reply, 503, errorBody("db.unavailable", locale));
    }
    request.log.error({ err: error }, "unhandled error");
    if (status === 503) return send(request, reply, 503, errorBody("http.unavailable", locale));
    return reply.status(500).send(errorBody("http.internal", locale));
  });
});
