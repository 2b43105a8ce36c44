/**
 * A small free demo drawing (its JSON carries the JPEG), for tests that draw through several instances:
 * the `n`th of ten different ones (only a new drawing counts against the demo's limit, a repeat does not).
 */
export const demoDrawUrl = (n = 0) =>
  `/draw/api/v1/free/demoshape?${new URLSearchParams({
    q: "Я счастлива",
    patternLength: String((n % 10) + 1),
    palette_id: "9",
    first_method: "6",
    additional_method: "6",
    size: "200",
  })}`;
