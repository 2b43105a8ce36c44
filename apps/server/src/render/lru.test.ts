import { describe, expect, it } from "vitest";
import { LruCache } from "./lru.ts";

describe("LruCache", () => {
  it("evicts the least recently used entry", () => {
    const cache = new LruCache<number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.size).toBe(2);
  });

  it("keeps within its byte bound", () => {
    const cache = new LruCache<string>(10, 5, (s) => s.length);
    cache.set("a", "abc");
    cache.set("b", "de");
    cache.set("c", "f");
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("de");
    cache.set("big", "123456");
    expect(cache.get("big")).toBeUndefined();
  });

  it("stores nothing with zero entries", () => {
    const cache = new LruCache<number>(0);
    cache.set("a", 1);
    expect(cache.get("a")).toBeUndefined();
  });
});
