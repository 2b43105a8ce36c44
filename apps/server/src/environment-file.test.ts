import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnvironmentFile, unitEnvironment } from "../test/environment-file.ts";
import { ConfigError, loadConfig } from "./config.ts";

const DEPLOY = path.resolve(import.meta.dirname, "../../../docs/deploy");
const checklist = readFileSync(path.join(DEPLOY, "checklist.md"), "utf8");
const unit = readFileSync(path.join(DEPLOY, "mandala@.service"), "utf8");

/** The code block of the checklist's step that writes /etc/mandala/env, its indentation removed. */
function envFileBlock(): string {
  const step = checklist.slice(checklist.indexOf("`/etc/mandala/env`"));
  const block = /```\n([\s\S]*?)\n\s*```/.exec(step)?.[1];
  if (!block) throw new Error("no env file block in checklist.md");
  return block.replace(/^ {3}/gm, "");
}

/** What an operator puts for each `…` of the template: well-formed, made-up values. */
const FILLED: Record<string, string> = {
  DATABASE_URL: "postgres://mandala:pw@127.0.0.1:5432/mandala",
  JWT_SECRET: "K3n9wJ+o2x/6FzT1q8bYc0mR4aP7dV5sLhE2iUuN9gQwZr8tYx1vB6nM0kJ3pC7e",
  ADMIN_PASSWORD: "correct#horse#battery",
  SMTP_URL: "smtps://mailer:pw@smtp.your-domain.ru:465",
  SELLER_NAME: "Иванов Иван Иванович",
  SELLER_OGRN: "304500116000157",
  SELLER_INN: "500100732259",
  SELLER_ADDRESS: "Москва, ул. Примерная, 1",
  SUPPORT_EMAIL: "help@your-domain.ru",
  YOOKASSA_SHOP_ID: "123456",
  YOOKASSA_SECRET_KEY: "live_abcdefghijklmnopqrstuvwxyz",
  METRICS_TOKEN: "0123456789abcdef0123456789abcdef0123456789abcdef",
};

describe("parseEnvironmentFile (systemd's EnvironmentFile= rules)", () => {
  it("keeps a comment after a value inside the value, skips whole-line comments, joins continued lines", () => {
    const env = parseEnvironmentFile(
      ["# a comment", "; another", "", "A=1   # note", ' B = "two words" ', "C=x\\", "y", "D='q'"].join("\n"),
    );
    expect(env).toEqual({ A: "1   # note", B: "two words", C: "xy", D: "q" });
  });
});

describe("the env file of docs/deploy/checklist.md", () => {
  const template = parseEnvironmentFile(envFileBlock());

  it("has every comment on its own line and a value for each variable", () => {
    expect(Object.keys(template)).toContain("JWT_SECRET");
    for (const [key, value] of Object.entries(template)) expect(value, key).not.toMatch(/\s#/);
  });

  it("is accepted by the config, with the unit's Environment= line, once its placeholders are filled", () => {
    const env: Record<string, string> = { ...template, ...unitEnvironment(unit, "3001") };
    for (const [key, value] of Object.entries(env)) {
      if (!value.includes("…")) continue;
      expect(FILLED[key], `a made-up value for ${key}`).toBeDefined();
      env[key] = FILLED[key] ?? "";
    }
    const config = loadConfig(env);
    expect(config.publicUrl).toBe("https://your-domain.ru");
    expect(config.SELLER_FORM).toBe("ip");
    expect(config.ADMIN_PASSWORD).toBe(FILLED.ADMIN_PASSWORD);
    expect(config.PORT).toBe(3001);
    expect(config.NODE_ENV).toBe("production");
  });

  it("would be refused with a comment after a value, as the old template had it", () => {
    const env = parseEnvironmentFile(
      `${envFileBlock()}\nSELLER_FORM=ip          # ip: an ИП; org: an organisation\n`,
    );
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/SELLER_FORM: its value carries a comment/);
  });
});
