/**
 * Every error of the GraphQL API in one place: application errors become GraphQL errors with a code
 * (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, TOO_MANY_REQUESTS) and a translated
 * message; anything unexpected is logged and answered with a generic message, never a stack trace.
 */
import { GraphQLError } from "graphql";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError } from "../../errors.ts";
import type { GraphqlContext } from "../../graphql/builder.ts";
import { translate } from "../../i18n/messages.ts";
import { DATABASE_RETRY_AFTER_SECONDS, requestSummary } from "../../plugins/errors.ts";

const CODES: Record<number, string> = {
  400: "BAD_USER_INPUT",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "BAD_USER_INPUT",
  413: "BAD_USER_INPUT",
  429: "TOO_MANY_REQUESTS",
};

/** The error to send for `error`, raised while executing an operation. */
export function toClientError(
  error: GraphQLError,
  ctx: Pick<GraphqlContext, "locale" | "req">,
): GraphQLError {
  const original = error.originalError;
  const where = { nodes: error.nodes, path: error.path };
  if (original instanceof AppError) {
    const code = CODES[original.statusCode] ?? "BAD_USER_INPUT";
    // Too many requests is the answer's status too, as on REST (its Retry-After is on the reply).
    const http = original.statusCode === 429 ? { http: { status: 429 } } : {};
    return new GraphQLError(translate(original.code, ctx.locale, original.params), {
      ...where,
      extensions: { ...original.extra, code, messageCode: original.code, ...http },
    });
  }
  if (!original || original instanceof GraphQLError) {
    if (error.extensions.code) return error;
    return new GraphQLError(error.message, {
      ...where,
      extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
    });
  }
  if (isDatabaseUnavailable(original)) {
    ctx.req.log.error({ err: original, path: error.path }, "the database is unavailable");
    // The same answer as the REST API's in an outage: 503 with Retry-After (plugins/errors.ts).
    const http = { status: 503, headers: { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) } };
    return new GraphQLError(translate("db.unavailable", ctx.locale), {
      ...where,
      extensions: { code: "SERVICE_UNAVAILABLE", messageCode: "db.unavailable", http },
    });
  }
  ctx.req.log.error(
    { err: original, path: error.path, request: requestSummary(ctx.req) },
    "graphql resolver failed",
  );
  return new GraphQLError(translate("http.internal", ctx.locale), {
    ...where,
    extensions: { code: "INTERNAL_SERVER_ERROR" },
  });
}
