/** A small free demo drawing (its JSON carries the JPEG), for tests that draw through several instances. */
export const DEMO_DRAW_URL = `/draw/api/v1/free/demoshape?${new URLSearchParams({
  q: "Я счастлива",
  patternLength: "3",
  palette_id: "9",
  first_method: "6",
  additional_method: "6",
  size: "200",
})}`;
