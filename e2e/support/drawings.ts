import { type APIRequestContext, expect } from "@playwright/test";

/** The settings of the journeys' drawings: the square demo shape, a pattern of five, nine colours. */
const DRAWING = {
  patternLength: "5",
  palette_id: "9",
  first_method: "6",
  additional_method: "6",
  size: "200",
  watermarked: "false",
};

/**
 * A real (saved) drawing of `phrase` on the demo shape through the API, by the user of the `access`
 * token; answers its id. With `again`, a phrase the user has drawn before is drawn once more; `view`
 * names the view it is drawn in (the server's default otherwise).
 */
export async function realDrawingViaApi(
  request: APIRequestContext,
  access: string,
  phrase: string,
  options: { again?: boolean; view?: string } = {},
): Promise<number> {
  const query = new URLSearchParams({
    ...DRAWING,
    q: phrase,
    ...(options.again ? { again: "1" } : {}),
    ...(options.view ? { view: options.view } : {}),
  });
  const response = await request.get(`/draw/api/v1/premium/shape/demoshape?${query}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { mandala_id: number }).mandala_id;
}
