import { randomUUID } from "node:crypto";
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { createMailer } from "./integrations/mail.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import type { AuthLimits } from "./modules/auth/guards.ts";
import { billingPlugin, startBillingJob } from "./modules/billing/billing.plugin.ts";
import { refundDrawing, remainingDrawings, rightsForUser, spendDrawing } from "./modules/billing/quota.ts";
import { blogRoutes } from "./modules/blog/blog.routes.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { createDrawingService } from "./modules/drawing/drawing.service.ts";
import { freeDrawingRoutes } from "./modules/drawing/free.routes.ts";
import { premiumDrawingRoutes } from "./modules/drawing/premium.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { mandalasRoutes } from "./modules/mandalas/mandalas.routes.ts";
import { createMandalasService } from "./modules/mandalas/mandalas.service.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { createRenderer, type Renderer } from "./render/renderer.ts";

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The drawing pool; by default one is created (and closed with the app). */
  renderer?: Renderer;
  logger?: FastifyServerOptions["logger"];
  /** Overrides of the sign-in brute-force limits (tests lower them). */
  authLimits?: Partial<AuthLimits>;
}

/** Third-party origins the pages may talk to: VK ID, reCAPTCHA and the video players. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "https://unpkg.com", "https://www.google.com", "https://www.gstatic.com"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    // VK ID's SDK talks to id.vk.ru (and id.vk.com).
    connectSrc: ["'self'", "https://id.vk.ru", "https://*.vk.ru", "https://id.vk.com", "https://*.vk.com"],
    frameSrc: [
      "'self'",
      "https://id.vk.ru",
      "https://id.vk.com",
      "https://www.google.com",
      "https://www.youtube-nocookie.com",
      "https://vk.com",
      "https://vkvideo.ru",
      "https://rutube.ru",
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  },
};

/** Builds the configured Fastify application without listening; the caller owns the database. */
export async function buildApp({ config, database, logger = false, authLimits, renderer }: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  // Plain HTML forms (the sandbox checkout's buttons) post url-encoded bodies.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorsPlugin);
  await app.register(helmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  // With several instances, rate limits live in Redis so that they hold across all of them.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "mandala-rl-", skipOnError: true } : {}),
  });
  await app.register(docsPlugin);
  // One outgoing mail for every module: SMTP, or `.eml` files in DATA_DIR/outbox.
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, "outbox"),
    log: app.log,
  });
  await app.register(authRoutes, { db: database.db, config, limits: authLimits, mailer });
  await app.register(blogRoutes, { db: database.db, config, limits: authLimits, mailer });

  const ownRenderer = renderer ?? createRenderer({ threads: config.RENDER_THREADS });
  if (!renderer) app.addHook("onClose", () => ownRenderer.close());
  await app.register(billingPlugin, { db: database.db, config, mailer });
  const billingJob = startBillingJob(database.db, app.log);
  app.addHook("onClose", async () => billingJob.stop());
  const drawing = createDrawingService({ renderer: ownRenderer });
  await app.register(freeDrawingRoutes, { drawing, drawsPerMinute: config.FREE_DRAWS_PER_MINUTE });
  await app.register(premiumDrawingRoutes, {
    db: database.db,
    drawing,
    entitlements: { rightsForUser, spendDrawing, refundDrawing, remainingDrawings },
  });
  await app.register(mandalasRoutes, {
    db: database.db,
    mandalas: createMandalasService({ renderer: ownRenderer }),
  });

  await app.register(healthRoutes, { database });
  await app.register(contentRoutes, { db: database.db, publicUrl: config.publicUrl });

  await app.register(webAppPlugin, { webDist: config.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
