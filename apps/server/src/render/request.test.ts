import { DEMO_DEFAULTS } from "@mandala/engine";
import { describe, expect, it } from "vitest";
import { normalizeRequest, requestKey } from "./request.ts";

describe("a render request", () => {
  it("keeps a colouring for the digits view, in its cache key, and drops it for the others", () => {
    const colouring = "120";
    const digits = normalizeRequest({ ...DEMO_DEFAULTS, view: "digits", colouring, format: "png" });
    expect(digits.colouring).toBe(colouring);
    const plain = normalizeRequest({ ...DEMO_DEFAULTS, view: "digits", format: "png" });
    expect(requestKey(digits)).not.toBe(requestKey(plain));
    const colorized = normalizeRequest({ ...DEMO_DEFAULTS, view: "colorized", colouring, format: "png" });
    expect(colorized.colouring).toBeUndefined();
  });
});
