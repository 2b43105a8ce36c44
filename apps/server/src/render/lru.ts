/** A small least-recently-used map bounded by entry count and by total size. */
export class LruCache<V> {
  readonly #map = new Map<string, { value: V; bytes: number }>();
  #bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number = Number.POSITIVE_INFINITY,
    private readonly sizeOf: (value: V) => number = () => 0,
  ) {}

  /** The value under `key`, marking it most recently used. */
  get(key: string): V | undefined {
    const hit = this.#map.get(key);
    if (!hit) return undefined;
    this.#map.delete(key);
    this.#map.set(key, hit);
    return hit.value;
  }

  /** Stores a value, evicting the least recently used entries beyond the bounds. */
  set(key: string, value: V): void {
    if (this.maxEntries <= 0) return;
    const old = this.#map.get(key);
    if (old) {
      this.#bytes -= old.bytes;
      this.#map.delete(key);
    }
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.#map.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#map) {
      if (this.#map.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#map.delete(oldest);
      this.#bytes -= entry.bytes;
    }
  }

  /** Number of entries. */
  get size(): number {
    return this.#map.size;
  }
}
