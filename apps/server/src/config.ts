import path from "node:path";
import { z } from "zod";

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

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** Every environment variable the server reads, with its safe default for local use. */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalUrl,
    JWT_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    PUBLIC_URL: optionalUrl,
    /** Further origins (comma-separated) allowed to call the API besides PUBLIC_URL's. */
    ALLOWED_ORIGINS: z.string().default(""),
    WEB_DIST: optionalString,
    TRUST_PROXY: booleanFlag,
    RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    FREE_DRAWS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    PAYMENTS_PROVIDER: z.enum(["sandbox", "yookassa"]).default("sandbox"),
    YOOKASSA_SHOP_ID: optionalString,
    YOOKASSA_SECRET_KEY: optionalString,
    YOOKASSA_API_URL: z.url().default("https://api.yookassa.ru/v3"),
    VKID_APP_ID: optionalString.pipe(z.string().regex(/^\d+$/, "must be a number").optional()),
    VKID_API_URL: z.url().default("https://id.vk.com"),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Мандала желаний <no-reply@mandala.local>"),
    RECAPTCHA_SITE_KEY: optionalString,
    RECAPTCHA_SECRET: optionalString,
    RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
    REDIS_URL: optionalUrl,
    MESSENGER_URL: z.url().default("https://t.me/mandala_wishes"),
    /** The first admin's password, used only when the seed creates the admin (else one is generated). */
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  })
  .superRefine((env, ctx) => {
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
}

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment; throws ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const port = values.PORT === 0 ? 3000 : values.PORT;
  return {
    ...values,
    dataDir: path.resolve(cwd, values.DATA_DIR),
    publicUrl: (values.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    webDist: values.WEB_DIST
      ? path.resolve(cwd, values.WEB_DIST)
      : path.resolve(import.meta.dirname, "../../web/dist"),
  };
}
