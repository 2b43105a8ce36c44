import { randomUUID } from "node:crypto";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyServerOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Redis } from "ioredis";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { validatorCompiler } from "./i18n/validation.ts";
import { createMailer } from "./integrations/mail.ts";
import { createOutboxMailer } from "./integrations/mail-outbox.ts";
import { jobsRoutes } from "./jobs/jobs.routes.ts";
import { countJobsByState, deferSetUp, type Jobs, type JobsOptions, startJobs } from "./jobs/jobs.ts";
import { deriveKeys } from "./keys.ts";
import { accountPlugin, pendingEmailChange } from "./modules/account/index.ts";
import {
  type BillingOptions,
  billingAccountPart,
  billingPlugin,
  createBillingService,
  createMoney,
  drawingAllowance,
  spendDrawing,
} from "./modules/billing/index.ts";
import { blogAccountPart, blogRoutes } from "./modules/blog/index.ts";
import { cataloguePlugin } from "./modules/catalogue/index.ts";
import { colouringRoutes } from "./modules/colouring/colouring.routes.ts";
import { createColouringService } from "./modules/colouring/colouring.service.ts";
import { colouringAccountPart } from "./modules/colouring/index.ts";
import { sharingRoutes } from "./modules/colouring/sharing.routes.ts";
import { consentAccountPart } from "./modules/consent/index.ts";
import { contentRoutes } from "./modules/content/content.routes.ts";
import { readPageHeads, resolvePage, writeHead } from "./modules/content/page-head.ts";
import { createDrawingService } from "./modules/drawing/drawing.service.ts";
import { freeDrawingRoutes } from "./modules/drawing/free.routes.ts";
import { premiumDrawingRoutes } from "./modules/drawing/premium.routes.ts";
import {
  createGiftIssuing,
  type GiftsOptions,
  giftsAccountPart,
  giftsPlugin,
} from "./modules/gifts/index.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { type AuthLimits, authRoutes, requireUser } from "./modules/identity/index.ts";
import { mandalasAccountPart } from "./modules/mandalas/index.ts";
import { findMandala } from "./modules/mandalas/mandalas.repository.ts";
import { mandalasRoutes } from "./modules/mandalas/mandalas.routes.ts";
import { createMandalasService } from "./modules/mandalas/mandalas.service.ts";
import { docsPlugin } from "./plugins/docs.ts";
import { edgePlugin } from "./plugins/edge.ts";
import { errorsPlugin } from "./plugins/errors.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { countPaymentsByStatus } from "./plugins/payment-metrics.ts";
import { securityHeadersPlugin } from "./plugins/security-headers.ts";
import { uploadsPlugin } from "./plugins/uploads.ts";
import { webAppPlugin } from "./plugins/web-app.ts";
import { createRenderer, type Renderer } from "./render/renderer.ts";
import { chooseFileStore } from "./storage/choose-store.ts";
import { createDownloads } from "./work-limits.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Durable jobs: `app.jobs.handle(name, handler)`, `app.jobs.enqueue(name, data, { tx })`. */
    jobs: Jobs;
  }
}

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The drawing pool; by default one is created (and closed with the app). */
  renderer?: Renderer;
  logger?: FastifyServerOptions["logger"];
  /** Overrides of the sign-in brute-force limits (tests lower them). */
  authLimits?: Partial<AuthLimits>;
  /** True once a shutdown has begun: /api/ready then answers 503 (main.ts sets it on SIGTERM). */
  isDraining?: () => boolean;
  /** Billing's clock and a handle on its job (tests). */
  billing?: Pick<BillingOptions, "clock" | "onJob">;
  /** A handle on the gifts' delivery job and the redeem limit (tests); the gifts run on billing's clock. */
  gifts?: Pick<GiftsOptions, "onJob" | "redeemsPerMinute">;
  /** The job queue's clock (tests move time with pg-boss's TestClock). */
  jobsClock?: JobsOptions["clock"];
}

/**
 * Third-party origins the pages may talk to: VK ID, reCAPTCHA v2 (only its own paths, as Google's
 * CSP guide lists them), Yandex SmartCaptcha and the video players.
 */
export const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: [
      "'self'",
      "https://www.google.com/recaptcha/",
      "https://www.gstatic.com/recaptcha/",
      "https://smartcaptcha.yandexcloud.net",
    ],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", "https:"],
    fontSrc: ["'self'", "data:"],
    // VK ID's SDK talks to id.vk.ru (and id.vk.com).
    connectSrc: ["'self'", "https://id.vk.ru", "https://*.vk.ru", "https://id.vk.com", "https://*.vk.com"],
    frameSrc: [
      "'self'",
      "https://id.vk.ru",
      "https://id.vk.com",
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      "https://smartcaptcha.yandexcloud.net",
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

/** A number of trusted hops as the function Fastify takes (the nearest `hops` proxies), else as it is. */
function trustedProxy(setting: Config["TRUST_PROXY"]) {
  return typeof setting === "number" ? (_address: string, hop: number) => hop < setting : setting;
}

/** Builds the configured Fastify application without listening; the caller owns the database. */
async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import("ioredis");
  return new Redis(url, { connectTimeout: 1000, maxRetriesPerRequest: 1 });
}

export async function buildApp({
  config,
  database,
  logger = false,
  authLimits,
  renderer,
  billing,
  gifts,
  isDraining,
  jobsClock,
}: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: trustedProxy(config.TRUST_PROXY),
    requestIdHeader: "x-request-id",
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // While draining on shutdown, requests on open connections are still answered (main.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  await app.register(errorsPlugin);
  // Cookies parsed once for every route (request.cookies) and written by reply.setCookie.
  await app.register(fastifyCookie);
  // First, so that the refusals of the edge's and the metrics' checks carry the headers too.
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    // Not "no-referrer": with it browsers send `Origin: null` on the site's own form posts, which
    // the origin check (plugins/edge.ts) refuses; other sites still get no referrer.
    referrerPolicy: { policy: "same-origin" },
  });
  await app.register(metricsPlugin, { token: config.METRICS_TOKEN });
  await app.register(edgePlugin, {
    publicUrl: config.publicUrl,
    allowedOrigins: config.ALLOWED_ORIGINS,
    development: config.development,
  });
  // With several instances, rate limits live in Redis so that they hold across all of them (ioredis is
  // loaded only then).
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL) : null;
  if (redis) {
    // A lost connection is retried by ioredis and reported by /api/ready; without a listener it would print.
    redis.on("error", (error: Error) => app.log.warn({ err: error }, "Redis unreachable"));
    // QUIT is a command: sent to a Redis that is not answering it fails after the retries and fails the
    // close; a connection that is not up has nothing to flush and is just dropped.
    app.addHook("onClose", async () => {
      if (redis.status === "ready") await redis.quit();
      else redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "mandala-rl-", skipOnError: true } : {}),
  });
  await app.register(docsPlugin);
  // Durable jobs on the database (pg-boss), for every module: `app.jobs`.
  // The modules' queues and schedules are created once every plugin is registered (deferSetUp): no
  // plugin waits on the database, which a busy machine can make slower than Fastify's plugin timeout.
  const jobs = deferSetUp(
    await startJobs(database, { log: app.log, ...(jobsClock ? { clock: jobsClock } : {}) }),
  );
  app.decorate("jobs", jobs);
  // preClose: before every onClose hook, among them the caller's closing of the database (LIFO).
  app.addHook("preClose", () => jobs.stop());
  countJobsByState(app.metrics, jobs);
  // One outgoing mail for every module, queued (the outbox), then sent by SMTP or as `.eml` files in DATA_DIR/outbox.
  const mailTransport = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    fromEn: config.MAIL_FROM_EN,
    outboxDir: path.join(config.dataDir, "outbox"),
    log: app.log,
    operator: config.operator,
    dkim: config.dkim,
  });
  // Its connections close once the jobs have stopped (preClose) and can send no more.
  app.addHook("onClose", async () => mailTransport.close());
  const mailer = await createOutboxMailer(jobs, mailTransport);
  const limits = { perIp: { max: config.AUTH_ATTEMPTS_PER_MINUTE, timeWindowMs: 60_000 }, ...authLimits };
  const files = chooseFileStore(config, database);
  if (!config.JWT_SECRET) throw new Error("JWT_SECRET must be set before the app is built (main.ts)");
  // One key per purpose from the one secret; the previous secret's keys still verify (keys.ts).
  const keys = deriveKeys(config.JWT_SECRET, config.JWT_SECRET_PREVIOUS);
  // One payments service: billing's routes and jobs, account deletion, and the catalogue's set purchases.
  const clock = billing?.clock ?? (() => new Date());
  // Gifts are paid through billing, which issues and stops them through these hooks (decision 048).
  const giftIssuing = createGiftIssuing({
    db: database.db,
    mailer,
    providerName: config.PAYMENTS_PROVIDER,
    publicUrl: config.publicUrl,
    codeKeys: keys.giftCodes,
    clock,
  });
  const money = createMoney(
    { db: database.db, config, mailer, setLinkKey: keys.setLinks, gifts: giftIssuing.hooks, ...billing },
    app.log,
  );
  // Plans, trials, balances and purchases are billing's: identity and the account module ask its service.
  const billingService = createBillingService({ db: database.db });
  await app.register(authRoutes, {
    db: database.db,
    config,
    keys,
    limits,
    mailer,
    opening: billingService,
    pendingEmailChange: (userId) => pendingEmailChange(database.db, userId),
  });
  // Avatars and post images, served from under /uploads/.
  await app.register(uploadsPlugin, { files });

  const ownRenderer =
    renderer ??
    createRenderer({
      threads: config.RENDER_THREADS,
      onDrawn: (source, seconds) => app.metrics.drawSeconds.observe({ source }, seconds),
    });
  if (!renderer) app.addHook("onClose", () => ownRenderer.close());
  // One budget per account and one line per instance for every download made on request.
  const downloads = createDownloads(app, {
    perMinute: config.EXPORTS_PER_MINUTE,
    queued: config.EXPORTS_QUEUED,
    accountOf: (request) => requireUser(request).id,
  });
  await app.register(billingPlugin, { db: database.db, config, mailer, money, downloads, ...billing });
  await app.register(cataloguePlugin, { db: database.db, config, sales: money.payments });
  await app.register(giftsPlugin, {
    db: database.db,
    sales: money.payments,
    issuing: giftIssuing,
    codeKeys: keys.giftCodes,
    clock,
    ...gifts,
  });
  countPaymentsByStatus(app.metrics, database.db);
  const drawing = createDrawingService({ renderer: ownRenderer });
  await app.register(freeDrawingRoutes, { drawing, drawsPerMinute: config.FREE_DRAWS_PER_MINUTE });
  await app.register(premiumDrawingRoutes, {
    db: database.db,
    drawing,
    entitlements: { allowanceForUser: drawingAllowance, spendDrawing },
    previewsPerMinute: config.PREVIEWS_PER_MINUTE,
  });
  const mandalas = createMandalasService({ renderer: ownRenderer });
  await app.register(mandalasRoutes, {
    db: database.db,
    mandalas,
    downloads,
  });
  const colouring = createColouringService({
    db: database.db,
    renderer: ownRenderer,
    ownedMandala: (userId, id) => findMandala(database.db, userId, id),
    publicUrl: config.publicUrl,
  });
  await app.register(colouringRoutes, { colouring, downloads });
  await app.register(sharingRoutes, { colouring, downloads });
  // The account module serves the profile, the e-mail change, the export and the deletion; each feature
  // its part of them (decision 050), in the order of the export's data.json.
  await app.register(accountPlugin, {
    db: database.db,
    publicUrl: config.publicUrl,
    mailer,
    files,
    exportLinkKey: keys.accountExports,
    standing: billingService,
    opening: billingService,
    parts: [
      mandalasAccountPart({ db: database.db, mandalas }),
      colouringAccountPart({ db: database.db, colouring, publicUrl: config.publicUrl }),
      blogAccountPart({ db: database.db, publicUrl: config.publicUrl }),
      billingAccountPart({
        db: database.db,
        provider: money.provider,
        settling: money.payments,
        log: app.log,
      }),
      consentAccountPart({ db: database.db }),
      giftsAccountPart({ db: database.db }),
    ],
  });
  await app.register(blogRoutes, {
    db: database.db,
    config,
    files,
    schema: async () => (await import("./graphql/schema.ts")).apiSchema(),
    accounts: { signIn: app.identity.signIn, register: app.identity.register, profiles: app.profiles },
  });

  await app.register(healthRoutes, { database, redis, isDraining });
  await app.register(jobsRoutes, { jobs });
  await app.register(contentRoutes, { db: database.db, publicUrl: config.publicUrl });

  const pageHeads = readPageHeads(config.webDist);
  await app.register(webAppPlugin, {
    webDist: config.webDist,
    async page(pathname, locale, indexHtml) {
      const answer = await resolvePage(database.db, pathname, locale, pageHeads);
      const html = writeHead(indexHtml, answer, { publicUrl: config.publicUrl, pathname, locale });
      return { status: answer.status, html };
    },
  });
  await jobs.setUp();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
