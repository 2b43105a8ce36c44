/**
 * The blog module: one GraphQL endpoint, POST /graphql (GET with GraphiQL on a developer's machine only), with
 * the same bearer authentication as the REST API. Register it after `authRoutes` and `accountPlugin`;
 * the schema (graphql/schema.ts) and the account flows its mutations call are handed in by app.ts.
 */
import { DAY_MS } from "@mandala/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { GraphQLSchema } from "graphql";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { isDatabaseUnavailable } from "../../db/unavailable.ts";
import { AppError } from "../../errors.ts";
import type { AccountFlows, GraphqlDeps } from "../../graphql/builder.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { loadAfterListening } from "../../warm-up.ts";
import { requestBudget } from "../../work-limits.ts";
import { perAddressLimit, requireUser } from "../identity/index.ts";
import { createBlogService } from "./blog.service.ts";
import { createBlogAdminService } from "./blog-admin.service.ts";
import type { GraphqlServer, ServerContext } from "./graphql-server.ts";
import { createPostImageStore } from "./post-images.ts";

export interface BlogRoutesOptions {
  db: Db;
  config: Pick<
    Config,
    "publicUrl" | "development" | "ALLOWED_ORIGINS" | "COMMENTS_PER_MINUTE" | "COMMENTS_PER_DAY"
  >;
  /** Where post images are kept. */
  files: FileStore;
  /** The API's schema (graphql/schema.ts), built when the endpoint is first needed. */
  schema: () => Promise<GraphQLSchema>;
  /** The account flows the account mutations call (identity's and the account module's). */
  accounts: AccountFlows;
}

/**
 * Profiles looked up by username (`currentUser`) per client address per minute: plenty to read
 * profiles, too few to map the accounts' usernames to their ids (decision 8: asking is slow and seen).
 */
const PROFILE_LOOKUPS = { max: 30, timeWindowMs: 60_000 };

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

  // Yoga and the schema (a few hundred modules) are loaded after the server's start, or by the first
  // GraphQL request.
  let yogaLoad: Promise<GraphqlServer> | undefined;
  const graphqlServer = () =>
    (yogaLoad ??= Promise.all([import("./graphql-server.ts"), schema()]).then(
      ([{ createGraphqlServer }, loaded]) =>
        createGraphqlServer({ schema: loaded, deps, config, log: app.log }),
    ));
  loadAfterListening(app, "the GraphQL endpoint", graphqlServer);

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
    const yoga = await graphqlServer();
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
