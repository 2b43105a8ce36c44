import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
      PORT: "8080",
      PUBLIC_URL: "https://mandala.example/",
      PAYMENTS_PROVIDER: "sandbox",
      SMTP_URL: "smtp://mail.example:587",
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
    const chosen = loadConfig({
      PUBLIC_URL: "https://mandala.example",
      PAYMENTS_PROVIDER: "sandbox",
      SMTP_URL: "smtp://mail.example:587",
    });
    expect(chosen.warnings.join("\n")).toContain("sandbox checkout on a public site");
  });
});
