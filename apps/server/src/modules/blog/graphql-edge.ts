/**
 * The GraphQL endpoint's edge: NUL bytes refused with HTTP 400 (in variables and in literals),
 * introspection and "Did you mean …" suggestions only on a developer's machine, and graphql-js's own English
 * messages replaced by a translated one on Russian requests (the original kept as `detail`).
 */
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { type Locale, translate } from "../../i18n/messages.ts";
import { findNul } from "../../plugins/edge.ts";

function nulError(field: string, locale: Locale) {
  return new GraphQLError(translate("http.nulByte", locale, { field }), {
    extensions: { code: "BAD_USER_INPUT", messageCode: "http.nulByte", http: { status: 400 } },
  });
}

/** Refuses string literals holding a NUL byte (`"a\u0000"` in the query text). */
function noNulLiterals(locale: Locale): ValidationRule {
  return (context: ValidationContext) => ({
    StringValue(node) {
      if (node.value.includes("\0")) context.reportError(nulError("query", locale));
    },
  });
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** A graphql-js or Yoga error (no app message code) in the request's language. */
function localized(error: GraphQLError, locale: Locale, development: boolean): GraphQLError {
  const extensions = error.extensions ?? {};
  if (extensions.messageCode || extensions.reason || extensions.code === "INTERNAL_SERVER_ERROR")
    return error;
  const original = development ? error.message : error.message.replace(SUGGESTION, "");
  const message = locale === "en" ? original : translate("graphql.invalid", locale);
  return new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: {
      ...extensions,
      code: extensions.code ?? "BAD_USER_INPUT",
      messageCode: "graphql.invalid",
      ...(locale === "en" ? {} : { detail: original }),
    },
  });
}

export function graphqlEdge({ development }: { development: boolean }): Plugin<{ locale: Locale }> {
  return {
    // Yoga's multipart reader throws a TypeError (answered 500) on a `map` whose paths are not
    // strings or whose operations are not an object: any failure other than its own 4xx is the
    // client's malformed upload.
    onRequestParse({ requestParser, setRequestParser, serverContext }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof GraphQLError) throw error;
          const locale = (serverContext as { locale?: Locale }).locale ?? "ru";
          throw new GraphQLError(translate("http.malformedMultipart", locale), {
            extensions: {
              code: "BAD_USER_INPUT",
              messageCode: "http.malformedMultipart",
              http: { status: 400 },
            },
          });
        }
      });
    },
    onParams({ params, context }) {
      const field = findNul(params);
      if (field) throw nulError(field, (context as { locale?: Locale }).locale ?? "ru");
    },
    onValidate({ addValidationRule, context }) {
      addValidationRule(noNulLiterals(context.locale));
      if (!development) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResultProcess({ result, setResult, serverContext }) {
      if (Array.isArray(result) || !("errors" in result) || !result.errors?.length) return;
      const locale = (serverContext as { locale?: Locale }).locale ?? "ru";
      // An error that names its HTTP status (the NUL refusal) sets the answer's status.
      const status = result.errors
        .map((error) => (error.extensions as { http?: { status?: number } } | undefined)?.http?.status)
        .find(Boolean);
      setResult({
        ...result,
        ...(status ? { extensions: { ...result.extensions, http: { status } } } : {}),
        errors: result.errors.map((error: GraphQLError | { message: string }) =>
          localized(
            error instanceof GraphQLError ? error : new GraphQLError(error.message),
            locale,
            development,
          ),
        ),
      });
    },
  };
}
