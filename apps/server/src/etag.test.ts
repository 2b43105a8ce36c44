import { describe, expect, it } from "vitest";
import { etagOf, noneMatchHits } from "./etag.ts";

describe("etagOf", () => {
  it("is a quoted hash, equal for equal bytes and different for different ones", () => {
    const tag = etagOf(Buffer.from("a picture"));
    expect(tag).toMatch(/^"[\w-]{27}"$/);
    expect(etagOf("a picture")).toBe(tag);
    expect(etagOf("another picture")).not.toBe(tag);
  });
});

describe("noneMatchHits", () => {
  const tag = '"abc"';
  it("matches the tag alone, in a list, weakly, or *", () => {
    expect(noneMatchHits('"abc"', tag)).toBe(true);
    expect(noneMatchHits('"x", "abc"', tag)).toBe(true);
    expect(noneMatchHits('W/"abc"', tag)).toBe(true);
    expect(noneMatchHits("*", tag)).toBe(true);
  });
  it("misses without a header or with other tags", () => {
    expect(noneMatchHits(undefined, tag)).toBe(false);
    expect(noneMatchHits('"abcd", "ab"', tag)).toBe(false);
    expect(noneMatchHits("abc", tag)).toBe(false);
  });
});
