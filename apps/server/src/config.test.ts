import path from "node:path";
import { describe, expect, it } from "vitest";
import { PUBLIC_SITE_ENV } from "../test/app.ts";
import { ConfigError, isLocalUrl, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("gives safe local defaults", () => {
    const config = loadConfig({}, "/srv/mandala");
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe("/srv/mandala/data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYMENTS_PROVIDER).toBe("sandbox");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(path.isAbsolute(config.webDist)).toBe(true);
  });

  it("reads and normalises values", () => {
    const config = loadConfig({
      ...PUBLIC_SITE_ENV,
      PORT: "8080",
      PUBLIC_URL: "https://mandala.example/",
      TRUST_PROXY: "1",
      DATABASE_URL: "",
    });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe("https://mandala.example");
    expect(config.TRUST_PROXY).toBe(1);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names every bad variable at once", () => {
    const attempt = () =>
      loadConfig({ PORT: "eighty", DATABASE_URL: "not a url", PAYMENTS_PROVIDER: "paypal" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("PAYMENTS_PROVIDER");
    }
  });

  it("requires the YooKassa credentials when YooKassa is the provider", () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: "yookassa" })).toThrow(
      /YOOKASSA_SHOP_ID.*\n.*YOOKASSA_SECRET_KEY/s,
    );
    expect(
      loadConfig({ PAYMENTS_PROVIDER: "yookassa", YOOKASSA_SHOP_ID: "1", YOOKASSA_SECRET_KEY: "k" })
        .PAYMENTS_PROVIDER,
    ).toBe("yookassa");
  });

  it("refuses a short JWT secret and a non-numeric VK app id", () => {
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ VKID_APP_ID: "abc" })).toThrow(/VKID_APP_ID: must be a number/);
  });

  it("trusts a number of proxy hops or the proxies' addresses, never every hop", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.0.1.0/24" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.0.1.0/24",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be the number of proxies/);
  });

  it("keeps the sandbox checkout on this machine, with a warning", () => {
    const config = loadConfig({});
    expect(config.PAYMENTS_PROVIDER).toBe("sandbox");
    expect(config.warnings.join("\n")).toContain("PAYMENTS_PROVIDER=sandbox");
  });

  it("refuses a public site that has not chosen its payments or cannot send e-mail, naming the variables", () => {
    expect(() => loadConfig({ PUBLIC_URL: "https://mandala.example" })).toThrow(
      /PAYMENTS_PROVIDER: a public site \(PUBLIC_URL=https:\/\/mandala\.example\) must choose its payments.*\n.*SMTP_URL: a public site/s,
    );
    const chosen = loadConfig({ ...PUBLIC_SITE_ENV, PUBLIC_URL: "https://mandala.example" });
    expect(chosen.warnings.join("\n")).toContain("sandbox checkout on a public site");
  });

  it("warns when a number of trusted proxies meets a server listening beyond this machine", () => {
    const direct = loadConfig({ TRUST_PROXY: "1" });
    expect(direct.warnings.join("\n")).toMatch(
      /TRUST_PROXY=1 while listening on 0\.0\.0\.0.*HOST=127\.0\.0\.1/,
    );
    expect(loadConfig({ TRUST_PROXY: "1", HOST: "::" }).warnings.join("\n")).toContain("listening on ::");
    for (const host of ["127.0.0.1", "::1", "localhost"])
      expect(loadConfig({ TRUST_PROXY: "1", HOST: host }).warnings.join("\n")).not.toContain("TRUST_PROXY");
    // Named proxies: a direct caller is not one of them, its X-Forwarded-For is ignored.
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5" }).warnings.join("\n")).not.toContain("TRUST_PROXY");
    expect(loadConfig({}).warnings.join("\n")).not.toContain("TRUST_PROXY");
  });

  it("gives the developer's conveniences only to NODE_ENV=development on a local PUBLIC_URL", () => {
    const publicSite = { ...PUBLIC_SITE_ENV, PUBLIC_URL: "https://mandala.example" };
    expect(loadConfig({}).development).toBe(true);
    expect(loadConfig({ NODE_ENV: "production" }).development).toBe(false);
    expect(loadConfig(publicSite).development).toBe(false);
    expect(loadConfig({ ...publicSite, NODE_ENV: "development" }).development).toBe(false);
  });
});

describe("the operator's mail and keys", () => {
  const publicSite = { ...PUBLIC_SITE_ENV, PUBLIC_URL: "https://mandala-shop.ru" };

  it("refuses an admin address that receives no mail on a public site, and keeps it canonical", () => {
    expect(() => loadConfig({ ...publicSite, ADMIN_EMAIL: "admin@mandala.local" })).toThrow(
      /ADMIN_EMAIL: admin@mandala\.local is on a reserved domain that receives no mail/,
    );
    expect(loadConfig({ ...publicSite, ADMIN_EMAIL: " Owner@Mandala-Shop.RU " }).ADMIN_EMAIL).toBe(
      "owner@mandala-shop.ru",
    );
    expect(() => loadConfig({ ADMIN_EMAIL: "nobody" })).toThrow(/ADMIN_EMAIL: must be an e-mail address/);
  });

  it("takes a previous secret of 32 characters or more, and warns when it is the current one", () => {
    const secret = "s".repeat(40);
    expect(() => loadConfig({ JWT_SECRET_PREVIOUS: "short" })).toThrow(
      /JWT_SECRET_PREVIOUS: must be at least 32 characters/,
    );
    expect(loadConfig({ JWT_SECRET: secret, JWT_SECRET_PREVIOUS: "p".repeat(40) }).warnings).toEqual([
      expect.stringMatching(/sandbox/),
    ]);
    expect(loadConfig({ JWT_SECRET: secret, JWT_SECRET_PREVIOUS: secret }).warnings).toContainEqual(
      expect.stringMatching(/^JWT_SECRET_PREVIOUS is JWT_SECRET itself/),
    );
  });

  it("stops at a DKIM setting given in part", () => {
    expect(() => loadConfig({ ...publicSite, DKIM_DOMAIN: "mandala-shop.ru" })).toThrow(
      /DKIM_SELECTOR: is required[\s\S]*DKIM_PRIVATE_KEY: is required/,
    );
    expect(loadConfig(publicSite).dkim).toBeNull();
  });
});

describe("isLocalUrl", () => {
  it("reads the host: loopback addresses, localhost and the reserved local domains", () => {
    for (const url of [
      "http://127.0.0.1:3000",
      "http://127.1.2.3",
      "http://127.1",
      "http://[::1]:8080",
      "http://localhost",
      "http://LOCALHOST.:3000",
      "http://app.localhost",
      "http://mandala.test",
    ])
      expect(isLocalUrl(url), url).toBe(true);
  });

  it("treats every other host as public, however it starts", () => {
    for (const url of [
      "https://127.evil.com",
      "https://127.0.0.1.evil.com",
      "https://localhost.evil.com",
      "https://evil.test.com",
      "https://mandala.example",
      "http://128.0.0.1",
      "http://[::2]",
      "http://10.0.0.1",
    ])
      expect(isLocalUrl(url), url).toBe(false);
  });

  it("refuses a comment systemd kept in a value, naming the variable", () => {
    const attempt = () =>
      loadConfig({
        ...PUBLIC_SITE_ENV,
        SELLER_FORM: "ip          # ip: an ИП",
        ADMIN_PASSWORD: "secret-pw  # the first admin's",
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as ConfigError).message;
      }
    })();
    expect(message).toContain("SELLER_FORM: its value carries a comment");
    expect(message).toContain("ADMIN_PASSWORD: its value carries a comment");
    expect(message).toContain("put the comment on its own line");
  });

  it("keeps a # without a blank before it: a password's own", () => {
    expect(loadConfig({ ADMIN_PASSWORD: "pass#word#1" }).ADMIN_PASSWORD).toBe("pass#word#1");
  });

  it("refuses a CAPTCHA secret without its site key, and the reverse", () => {
    expect(() => loadConfig({ RECAPTCHA_SECRET: "s" })).toThrow(
      /RECAPTCHA_SITE_KEY: is required with RECAPTCHA_SECRET/,
    );
    expect(() => loadConfig({ SMARTCAPTCHA_SITE_KEY: "k" })).toThrow(
      /SMARTCAPTCHA_SECRET: is required with SMARTCAPTCHA_SITE_KEY/,
    );
    expect(loadConfig({ RECAPTCHA_SITE_KEY: "k", RECAPTCHA_SECRET: "s" }).RECAPTCHA_SECRET).toBe("s");
  });

  it("refuses a public site on a shared database without JWT_SECRET", () => {
    const env = {
      ...PUBLIC_SITE_ENV,
      PUBLIC_URL: "https://mandala.example",
      DATABASE_URL: "postgres://db/mandala",
    };
    expect(() => loadConfig(env)).toThrow(/JWT_SECRET: a public site/);
    expect(loadConfig({ ...env, JWT_SECRET: "x".repeat(48) }).JWT_SECRET).toBe("x".repeat(48));
    // One instance on its embedded database keeps its generated secret in DATA_DIR.
    expect(loadConfig({ ...env, DATABASE_URL: "" }).JWT_SECRET).toBeUndefined();
  });
});
