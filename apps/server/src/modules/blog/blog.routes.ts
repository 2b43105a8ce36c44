/**
 * The blog module: one GraphQL endpoint, POST /graphql (GET with GraphiQL in development only), with
 * the same bearer authentication as the REST API. Register it after `authRoutes`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createYoga, type Plugin } from "graphql-yoga";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { createRecaptchaVerifier } from "../../integrations/recaptcha.ts";
import { allowedOriginsOf } from "../../plugins/edge.ts";
import type { FileStore } from "../../storage/file-store.ts";
import { createAvatarStore } from "../auth/avatar.ts";
import { type AuthLimits, DEFAULT_AUTH_LIMITS } from "../auth/guards.ts";
import { createProfileService } from "../auth/profile.service.ts";
import { createRegistrationService } from "../auth/registration.service.ts";
import { createSessionService } from "../auth/session.service.ts";
import { createSessionLiveness } from "../auth/session-liveness.ts";
import { createAccessTokens } from "../auth/tokens.ts";
import type { AuthGuards, BlogDeps } from "./blog.deps.ts";
import { createBlogService } from "./blog.service.ts";
import { createBlogAdminService } from "./blog-admin.service.ts";
import { graphqlEdge } from "./graphql-edge.ts";
import { toClientError } from "./graphql-errors.ts";
import { queryLimitsRule } from "./limits.ts";
import { createPostImageStore, IMAGE_MAX_BYTES } from "./post-images.ts";
import type { BlogContext } from "./schema/builder.ts";
import { blogSchema } from "./schema/index.ts";

export interface BlogRoutesOptions {
  db: Db;
  config: Pick<
    Config,
    "JWT_SECRET" | "publicUrl" | "NODE_ENV" | "RECAPTCHA_SECRET" | "RECAPTCHA_VERIFY_URL" | "ALLOWED_ORIGINS"
  >;
  /** The sign-in limits (the REST sign-in's, so both count in one store). */
  limits?: Partial<AuthLimits>;
  /** Sends the verification e-mail of accounts created through `createUser`. */
  mailer: Mailer;
  /** Where post images and avatars are kept. */
  files: FileStore;
}

type ServerContext = Omit<BlogContext, "deps">;

/** Codes for errors, the query limits and a generic answer for anything unexpected. */
function errorsAndLimits(): Plugin<BlogContext> {
  return {
    onValidate({ addValidationRule, context }) {
      addValidationRule(queryLimitsRule(context.locale));
    },
    onExecute({ args }) {
      const ctx = args.contextValue as BlogContext;
      return {
        onExecuteDone({ result, setResult }) {
          if (!("errors" in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map((error) => toClientError(error, ctx)) });
        },
      };
    },
  };
}

function authGuards(app: FastifyInstance, limits: AuthLimits): AuthGuards {
  const ip = app.createRateLimit({
    max: limits.perIp.max,
    timeWindow: limits.perIp.timeWindowMs,
    keyGenerator: (request) => `graphql-auth:${request.ip}`,
  });
  return {
    async perIp(request, reply) {
      const state = await ip(request);
      if (state.isAllowed || !state.isExceeded) return;
      reply.header("retry-after", state.ttlInSeconds);
      throw new AppError(429, "http.tooManyRequests");
    },
  };
}

/** The caller of a request: a valid bearer token's claims, else null (an invalid token reads as none). */
async function viewerOf(app: FastifyInstance, request: FastifyRequest) {
  try {
    await app.optionalUser(request);
    return request.user;
  } catch {
    return null;
  }
}

export async function blogRoutes(
  app: FastifyInstance,
  { db, config, limits, mailer, files }: BlogRoutesOptions,
) {
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET must be set before the blog module is registered");
  const liveness = createSessionLiveness(db);
  const accessTokens = createAccessTokens(config.JWT_SECRET, liveness.isLive);
  const deps: BlogDeps = {
    blog: createBlogService({ db }),
    admin: createBlogAdminService({ db, images: createPostImageStore(files) }),
    sessions: createSessionService({
      db,
      accessTokens,
      secret: config.JWT_SECRET,
      onRevoked: liveness.forget,
    }),
    registration: createRegistrationService({ db, mailer, publicUrl: config.publicUrl, log: app.log }),
    profiles: createProfileService({ db }),
    avatars: createAvatarStore(files),
    recaptcha: createRecaptchaVerifier({
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
    }),
    guards: authGuards(app, { ...DEFAULT_AUTH_LIMITS, ...limits }),
    signIn: app.passwordSignIn,
  };
  const development = config.NODE_ENV === "development";

  const yoga = createYoga<ServerContext, { deps: BlogDeps }>({
    schema: blogSchema(),
    graphqlEndpoint: "/graphql",
    graphiql: development,
    landingPage: false,
    logging: false,
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
    plugins: [errorsAndLimits(), graphqlEdge({ production: config.NODE_ENV === "production" })],
  });

  // Multipart bodies are read by Yoga (the GraphQL multipart request spec), not by Fastify.
  app.addContentTypeParser("multipart/form-data", (_request, _payload, done) => done(null));

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
