import { isIP } from "node:net";
import path from "node:path";
import { emailSchema } from "@mandala/contract";
import { z } from "zod";
import { DKIM_ENV, type DkimSettings, readDkim } from "./integrations/dkim.ts";
import { isReservedDomain, OPERATOR_ENV, type Operator, readOperator } from "./operator.ts";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional())
  .optional();

/**
 * Which proxies in front are trusted with `X-Forwarded-For`: none, a number of hops, or their addresses
 * (IPs or CIDR ranges, comma-separated). Trusting every hop would let any client choose its address.
 */
const trustedProxies = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (!value || value === "false" || value === "0") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(",").map((entry) => entry.trim());
    if (addresses.every((entry) => isIP(entry.split("/")[0] ?? "") !== 0)) return addresses;
    ctx.addIssue({
      code: "custom",
      message:
        "must be the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,10.0.1.0/24); trusting every hop lets any client choose its address",
    });
    return z.NEVER;
  });

/** Every environment variable the server reads, with its safe default for local use. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** JSON lines, or readable lines for a person (the default only when stdout is a terminal). */
    LOG_FORMAT: z.enum(["json", "pretty"]).optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalUrl,
    /**
     * How long a request waits for the database (a connection, then each query's answer) before it
     * answers 503 with Retry-After: a database that stops answering is an outage, not a queue.
     */
    DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
    JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** The secret JWT_SECRET replaced: what it signed still verifies, nothing new is signed with it (keys.ts). */
    JWT_SECRET_PREVIOUS: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    PUBLIC_URL: optionalUrl,
    /** Further origins (comma-separated) allowed to call the API besides PUBLIC_URL's. */
    ALLOWED_ORIGINS: z.string().default(""),
    WEB_DIST: optionalString,
    TRUST_PROXY: trustedProxies,
    RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    FREE_DRAWS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** A subscriber's free previews per minute (real drawings are counted by the quota). */
    PREVIEWS_PER_MINUTE: z.coerce.number().int().min(1).default(60),
    /** Downloads of saved mandalas (pictures and PDFs) per account per minute. */
    EXPORTS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Blog comments per account per minute, and per day; past them, 429 with Retry-After. */
    COMMENTS_PER_MINUTE: z.coerce.number().int().min(1).default(5),
    COMMENTS_PER_DAY: z.coerce.number().int().min(1).default(50),
    /** Downloads waiting for one of the two being prepared, per instance; beyond them 503 with Retry-After. */
    EXPORTS_QUEUED: z.coerce.number().int().min(0).default(8),
    /** Sign-in, registration and VK login attempts per client address per minute. */
    AUTH_ATTEMPTS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    PAYMENTS_PROVIDER: z.enum(["sandbox", "yookassa"]).default("sandbox"),
    YOOKASSA_SHOP_ID: optionalString,
    YOOKASSA_SECRET_KEY: optionalString,
    YOOKASSA_API_URL: z.url().default("https://api.yookassa.ru/v3"),
    /** The VAT code printed on every fiscal receipt (YooKassa's table: 1 = без НДС). */
    RECEIPT_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    /** The shop's tax system code (1–6), needed only when the shop has several. */
    RECEIPT_TAX_SYSTEM_CODE: z.coerce.number().int().min(1).max(6).optional(),
    VKID_APP_ID: optionalString.pipe(z.string().regex(/^\d+$/, "must be a number").optional()),
    VKID_API_URL: z.url().default("https://id.vk.com"),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Мандала желаний <no-reply@mandala.local>"),
    MAIL_FROM_EN: z.string().optional(),
    /** DKIM signing of the e-mail (integrations/dkim.ts): domain, selector, and the key or its file. */
    ...DKIM_ENV,
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET: optionalString,
    RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
    /** Which CAPTCHA guards sign-in and registration: Google reCAPTCHA v2 or Yandex SmartCaptcha. */
    CAPTCHA_PROVIDER: z.enum(["recaptcha", "smartcaptcha"]).default("recaptcha"),
    SMARTCAPTCHA_SITE_KEY: optionalString,
    /** SmartCaptcha's server key: without it the check is off. */
    SMARTCAPTCHA_SECRET: optionalString,
    SMARTCAPTCHA_VERIFY_URL: z.url().default("https://smartcaptcha.yandexcloud.net/validate"),
    REDIS_URL: optionalUrl,
    /** Uploads go to this S3 bucket when set (else the database on PostgreSQL, else DATA_DIR/uploads). */
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default("us-east-1"),
    /** An S3-compatible service's address; unset means AWS. */
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    /** Bearer token that opens /metrics; without it /metrics is off. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    MESSENGER_URL: z.url().default("https://t.me/mandala_wishes"),
    /** The seller, support address, social links and lesson video (operator.ts). */
    ...OPERATOR_ENV,
    /** The first admin's password, used only when the seed creates the admin (else one is generated). */
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    /** The admin's address: password resets and notices reach it (db/seed.ts says when it is written). */
    ADMIN_EMAIL: optionalString.pipe(
      emailSchema({ required: "is required", invalid: "must be an e-mail address" }).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    // A secret without its site key (or the reverse) leaves the form without the widget, or the
    // server checking tokens no page sends: every sign-in would fail, or the CAPTCHA would be off.
    for (const [siteKey, secret] of [
      ["RECAPTCHA_SITE_KEY", "RECAPTCHA_SECRET"],
      ["SMARTCAPTCHA_SITE_KEY", "SMARTCAPTCHA_SECRET"],
    ] as const) {
      if (Boolean(env[siteKey]) === Boolean(env[secret])) continue;
      const [given, missing] = env[siteKey] ? [siteKey, secret] : [secret, siteKey];
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: `is required with ${given} (set both or neither)`,
      });
    }
    if (env.PAYMENTS_PROVIDER !== "yookassa") return;
    for (const key of ["YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENTS_PROVIDER=yookassa" });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** The server's settings, resolved from the environment. */
export interface Config extends Env {
  /** Absolute data directory: the embedded database, uploads, outbox and generated files. */
  dataDir: string;
  /** The address people reach the app at, without a trailing slash. */
  publicUrl: string;
  /** Absolute path of the built web app. */
  webDist: string;
  /** Settings that are allowed but unsafe, for the log at start. */
  warnings: string[];
  /** The seller, support address, social links and lesson video: what the site says about its operator. */
  operator: Operator;
  /** How the e-mail is DKIM-signed; null when the app does not sign it (the SMTP service may). */
  dkim: DkimSettings | null;
  /**
   * A developer's own machine: NODE_ENV=development and a local PUBLIC_URL. Only then GraphiQL,
   * introspection and any localhost origin; a public site never has them, whatever NODE_ENV says.
   */
  development: boolean;
}

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/** True when `host` (a host name or an address, IPv6 with or without brackets) is this machine's. */
function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare) === 4) return bare.split(".")[0] === "127";
  return bare === "::1" || bare === "localhost";
}

/**
 * True when `url` cannot be a public site: localhost, a loopback address (127.0.0.0/8, ::1), or a
 * name under the reserved `.localhost` and `.test` domains (RFC 2606), which never resolve on the
 * internet. The host is parsed, never prefix-matched: `https://127.example.com` is public.
 */
export function isLocalUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/\.$/, "");
  return isLoopbackHost(host) || /\.(localhost|test)$/.test(host);
}

/**
 * What a public site (PUBLIC_URL not on this machine) must not run with, as problems naming the
 * variable; and what is allowed but worth a warning.
 */
function reviewSafety(env: NodeJS.ProcessEnv, values: Env, publicUrl: string) {
  const problems: string[] = [];
  const warnings: string[] = [];
  const sandbox = values.PAYMENTS_PROVIDER === "sandbox";
  if (isLocalUrl(publicUrl)) {
    if (sandbox)
      warnings.push(
        "Payments use the sandbox checkout (PAYMENTS_PROVIDER=sandbox): nothing is charged, anyone can pay.",
      );
    return { problems, warnings };
  }
  if (!env.PAYMENTS_PROVIDER?.trim()) {
    problems.push(
      `PAYMENTS_PROVIDER: a public site (PUBLIC_URL=${publicUrl}) must choose its payments: yookassa with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY, or sandbox on purpose (anyone can then pay without money)`,
    );
  } else if (sandbox) {
    warnings.push(
      `Payments use the sandbox checkout on a public site (PUBLIC_URL=${publicUrl}): anyone can pay without money.`,
    );
  }
  if (!values.SMTP_URL) {
    problems.push(
      `SMTP_URL: a public site (PUBLIC_URL=${publicUrl}) must send its e-mails (address verification, purchases); without SMTP_URL they are only written to files`,
    );
  }
  if (values.DATABASE_URL && !values.JWT_SECRET) {
    problems.push(
      `JWT_SECRET: a public site (PUBLIC_URL=${publicUrl}) on a shared database (DATABASE_URL) may run several instances, and each would generate its own secret and refuse the others' sign-ins: set the same JWT_SECRET (openssl rand -base64 48) for every instance`,
    );
  }
  const captchaSecret =
    values.CAPTCHA_PROVIDER === "smartcaptcha" ? "SMARTCAPTCHA_SECRET" : "RECAPTCHA_SECRET";
  if (!values[captchaSecret])
    warnings.push(`Sign-in and registration have no CAPTCHA (${captchaSecret} is not set).`);
  return { problems, warnings };
}

/**
 * The variables whose value carries a comment: systemd's EnvironmentFile has no inline comments (only
 * lines starting with `#` or `;` are), so `KEY=value   # note` keeps `   # note` inside the value. A `#`
 * with no blank before it (in a password) is a value's own.
 */
function inlineComments(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(EnvSchema.shape)
    .filter((key) => /\s#/.test(env[key] ?? ""))
    .map(
      (key) =>
        `${key}: its value carries a comment (" #…"); systemd keeps it in the value: put the comment on its own line`,
    );
}

/** Reads and validates the environment; throws ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const commented = inlineComments(env);
  if (commented.length > 0) throw new ConfigError(commented);
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const port = values.PORT === 0 ? 3000 : values.PORT;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  const { problems, warnings } = reviewSafety(env, values, publicUrl);
  const { operator, problems: operatorProblems } = readOperator(values, !isLocalUrl(publicUrl));
  problems.push(...operatorProblems);
  if (
    values.ADMIN_EMAIL &&
    !isLocalUrl(publicUrl) &&
    isReservedDomain(values.ADMIN_EMAIL.split("@").pop() ?? "")
  )
    problems.push(
      `ADMIN_EMAIL: ${values.ADMIN_EMAIL} is on a reserved domain that receives no mail: the admin's password resets go there`,
    );
  const dkim = readDkim(values);
  problems.push(...dkim.problems);
  warnings.push(...dkim.warnings);
  if (problems.length > 0) throw new ConfigError(problems);
  if (values.JWT_SECRET_PREVIOUS && values.JWT_SECRET_PREVIOUS === values.JWT_SECRET)
    warnings.push(
      "JWT_SECRET_PREVIOUS is JWT_SECRET itself: nothing is rotated; remove it once the previous secret's sessions and links have expired.",
    );
  if (typeof values.TRUST_PROXY === "number" && !isLoopbackHost(values.HOST))
    warnings.push(
      `TRUST_PROXY=${values.TRUST_PROXY} while listening on ${values.HOST}: a client that reaches the server directly chooses its address through X-Forwarded-For (and escapes every per-address limit); listen where only the proxy can reach it (HOST=127.0.0.1) or name the proxies' addresses in TRUST_PROXY.`,
    );
  return {
    ...values,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    publicUrl,
    webDist: values.WEB_DIST
      ? path.resolve(cwd, values.WEB_DIST)
      : path.resolve(import.meta.dirname, "../../web/dist"),
    warnings,
    operator,
    dkim: dkim.dkim,
    development: values.NODE_ENV === "development" && isLocalUrl(publicUrl),
  };
}
