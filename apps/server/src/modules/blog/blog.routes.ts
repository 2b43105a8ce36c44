/**
 * The blog module: one GraphQL endpoint, POST /graphql (GET with GraphiQL on a developer's machine only), with
 * the same bearer authentication as the REST API. Register it after `authRoutes` and `accountPlugin`;
 * the schema (graphql/schema.ts) and the account flows its mutations call are handed in by app.ts.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import { createYoga, type Plugin } from "graphql-yoga";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError } from "../../errors.ts";
import type { AccountFlows, GraphqlContext, GraphqlDeps } from "../../graphql/builder.ts";
import { allowedOriginsOf } from "../../plugins/edge.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { IMAGE_MAX_BYTES } from "../../storage/images.ts";
import { requestBudget } from "../../work-limits.ts";
import { perAddressLimit, requireUser } from "../identity/index.ts";
import { createBlogService } from "./blog.service.ts";
import { createBlogAdminService } from "./blog-admin.service.ts";
import { graphqlEdge } from "./graphql-edge.ts";
import { toClientError } from "./graphql-errors.ts";
import { queryLimits } from "./limits.ts";
import { createPostImageStore } from "./post-images.ts";

export interface BlogRoutesOptions {
  db: Db;
  config: Pick<
    Config,
    "publicUrl" | "development" | "ALLOWED_ORIGINS" | "COMMENTS_PER_MINUTE" | "COMMENTS_PER_DAY"
  >;
  /** Where post images are kept. */
  files: FileStore;
  /** The API's schema (graphql/schema.ts). */
  schema: GraphQLSchema;
  /** The account flows the account mutations call (identity's and the account module's). */
  accounts: AccountFlows;
}

type ServerContext = Omit<GraphqlContext, "deps">;

/**
 * Profiles looked up by username (`currentUser`) per client address per minute: plenty to read
 * profiles, too few to map the accounts' usernames to their ids (decision 8: asking is slow and seen).
 */
const PROFILE_LOOKUPS = { max: 30, timeWindowMs: 60_000 };

const DAY_MS = 24 * 60 * 60_000;

/**
 * Comments per account, a minute's and a day's: a reader may write many, a script not flood the
 * moderators' queue. Each call counts one comment of the signed-in caller; 429 with Retry-After past
 * either budget.
 */
function commentBudget(app: FastifyInstance, config: BlogRoutesOptions["config"]) {
  const accountOf = (request: FastifyRequest) => requireUser(request).id;
  const perMinute = requestBudget(
    app,
    { max: config.COMMENTS_PER_MINUTE, timeWindowMs: 60_000 },
    "comments-minute",
    accountOf,
    "blog.commentsPerMinute",
  );
  const perDay = requestBudget(
    app,
    { max: config.COMMENTS_PER_DAY, timeWindowMs: DAY_MS },
    "comments-day",
    accountOf,
    "blog.commentsPerDay",
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await perMinute(request, reply);
    await perDay(request, reply);
  };
}

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

/**
 * The caller of a request: a valid bearer token's claims, else null (an invalid token reads as none).
 * A database that cannot tell whether the session is live is an outage, answered 503 as on REST.
 */
async function viewerOf(app: FastifyInstance, request: FastifyRequest) {
  try {
    await app.optionalUser(request);
    return request.user;
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return null;
  }
}

export async function blogRoutes(
  app: FastifyInstance,
  { db, config, files, schema, accounts }: BlogRoutesOptions,
) {
  const deps: GraphqlDeps = {
    blog: createBlogService({ db }),
    admin: createBlogAdminService({ db, images: createPostImageStore(files) }),
    accounts,
    countProfileLookup: perAddressLimit(app, PROFILE_LOOKUPS, "profile-lookup"),
    countComment: commentBudget(app, config),
  };
  const { development } = config;

  const yoga = createYoga<ServerContext, { deps: GraphqlDeps }>({
    schema,
    graphqlEndpoint: "/graphql",
    graphiql: development,
    landingPage: false,
    // Yoga logs only what it masks itself (a failure outside the resolvers, answered 500).
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => app.log.warn({ args }, "graphql"),
      error: (...args: unknown[]) => app.log.error({ err: args[0] }, "graphql failed outside the resolvers"),
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

  // Multipart bodies are read by Yoga (the GraphQL multipart request spec), not by Fastify. A browser
  // sends Origin with every POST, so one without it is not the site's page: like form and text bodies
  // (415), a multipart one is refused, since a cross-site HTML form could send it without a preflight.
  app.addContentTypeParser("multipart/form-data", (request, _payload, done) =>
    done(request.headers.origin ? null : new AppError(403, "http.originRequired")),
  );

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const context: ServerContext = {
      viewer: await viewerOf(app, request),
      locale: request.locale,
      req: request,
      reply,
    };
    const response = await yoga.handleNodeRequestAndResponse(request, reply, context);
    if (response.status >= 400 && response.body === null) {
      // Yoga's bare answers (415, 405, ...) get a message like every other error.
      const type = String(request.headers["content-type"] ?? "—").split(";")[0] ?? "—";
      const code = response.status === 415 ? "http.unsupportedMediaType" : "http.clientError";
      throw new AppError(response.status, code, { status: response.status, type });
    }
    for (const [name, value] of response.headers) reply.header(name, value);
    reply.status(response.status);
    return reply.send(response.body);
  }

  // OPTIONS: the CORS preflight of the configured origins (Yoga answers it from `cors`).
  const methods: ("GET" | "POST" | "OPTIONS")[] = development
    ? ["GET", "POST", "OPTIONS"]
    : ["POST", "OPTIONS"];
  app.route({ method: methods, url: "/graphql", handler: handle });
}
