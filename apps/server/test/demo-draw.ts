import { DEMO_DEFAULTS } from "@mandala/engine";

/**
 * The dots pattern of the `n`th picture: the numbers of the set bits of n + 1 (bit 0 is 1), so that
 * every n ≥ 0 has its own pattern.
 */
function dotsPatternOf(n: number): string {
  const numbers: number[] = [];
  for (let bit = 1, rest = n + 1; rest > 0; bit++, rest = Math.floor(rest / 2)) {
    if (rest % 2 === 1) numbers.push(bit);
  }
  return numbers.join(",");
}

/**
 * A free demo drawing, for tests that draw through several instances: the `n`th (n ≥ 0) of as many
 * different pictures as needed (only a new drawing counts against the demo's limit, a repeat does not).
 * The demo draws its own mandala only, so the pictures differ by what it lets a visitor choose: the
 * dots view's pattern.
 */
export const demoDrawUrl = (n = 0, size = 200) =>
  `/draw/api/v1/free/${DEMO_DEFAULTS.shape}?${new URLSearchParams({
    q: DEMO_DEFAULTS.phrase,
    patternLength: String(DEMO_DEFAULTS.patternLength),
    palette_id: String(DEMO_DEFAULTS.palette),
    first_method: DEMO_DEFAULTS.firstMethod,
    additional_method: DEMO_DEFAULTS.additionalMethod,
    view: "dots",
    filter: dotsPatternOf(n),
    size: String(size),
  })}`;
