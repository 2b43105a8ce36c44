/**
 * The blog's GraphQL server (Yoga) over the API's schema: loaded by blog.routes.ts when the endpoint is
 * first needed, with the schema, not during the server's start.
 */
import type { FastifyBaseLogger } from "fastify";
import type { GraphQLSchema } from "graphql";
import { createYoga, type Plugin, type YogaServerInstance } from "graphql-yoga";
import type { Config } from "../../config.ts";
import type { GraphqlContext, GraphqlDeps } from "../../graphql/builder.ts";
import { allowedOriginsOf } from "../../plugins/edge.ts";
import { IMAGE_MAX_BYTES } from "../../storage/images.ts";
import { graphqlEdge } from "./graphql-edge.ts";
import { toClientError } from "./graphql-errors.ts";
import { queryLimits } from "./limits.ts";

export type ServerContext = Omit<GraphqlContext, "deps">;
export type GraphqlServer = YogaServerInstance<ServerContext, { deps: GraphqlDeps }>;

/** Codes for errors and a generic answer for anything unexpected. */
function errorCodes(): Plugin<GraphqlContext> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as GraphqlContext;
      return {
        onExecuteDone({ result, setResult }) {
          if (!("errors" in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map((error) => toClientError(error, ctx)) });
        },
      };
    },
  };
}

export function createGraphqlServer({
  schema,
  deps,
  config,
  log,
}: {
  schema: GraphQLSchema;
  deps: GraphqlDeps;
  config: Pick<Config, "publicUrl" | "development" | "ALLOWED_ORIGINS">;
  log: FastifyBaseLogger;
}): GraphqlServer {
  const { development } = config;
  return createYoga<ServerContext, { deps: GraphqlDeps }>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: development,
    landingPage: false,
    // Yoga logs only what it masks itself (a failure outside the resolvers, answered 500).
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => log.warn({ args }, "graphql"),
      error: (...args: unknown[]) => log.error({ err: args[0] }, "graphql failed outside the resolvers"),
    },
    maskedErrors: { isDev: false },
    parserAndValidationCache: false,
    multipart: true,
    maxRequestBodySize: IMAGE_MAX_BYTES + 512 * 1024,
    context: () => ({ deps }),
    // Credentials only for the site's own origin and configured ones, never a reflected Origin.
    cors: {
      origin: allowedOriginsOf({
        publicUrl: config.publicUrl,
        allowedOrigins: config.ALLOWED_ORIGINS,
        development,
      }),
      credentials: true,
      methods: ["POST"],
    },
    plugins: [queryLimits({ development }), errorCodes(), graphqlEdge({ development })],
  });
}
