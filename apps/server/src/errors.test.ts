import { describe, expect, it } from "vitest";
import { DOMAIN_STATUSES, DomainError } from "./errors.ts";
import { MESSAGES } from "./i18n/messages.ts";

describe("domain errors", () => {
  it("take their HTTP status from the one map, by code", () => {
    expect(new DomainError("draw.quotaExhausted").statusCode).toBe(402);
    expect(new DomainError("mandalas.notFound").statusCode).toBe(404);
    const duplicate = new DomainError("draw.duplicate", {}, { mandala_id: 7 });
    expect(duplicate).toMatchObject({ statusCode: 409, code: "draw.duplicate", extra: { mandala_id: 7 } });
  });

  it("map only codes the catalogue has, to client, bad-gateway or unavailable statuses", () => {
    for (const [code, status] of Object.entries(DOMAIN_STATUSES)) {
      expect(MESSAGES, code).toHaveProperty([code]);
      expect(status >= 400 && (status < 500 || status === 502 || status === 503), code).toBe(true);
    }
  });
});
