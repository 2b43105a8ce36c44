/** Helpers shared by the tests of saved mandalas and of what is built on them (not loaded by the app). */
import type { MandalaParams } from "@mandala/engine";
import type { TestContext } from "../../../test/app.ts";
import { signedInUser } from "../../../test/auth.ts";
import { insertMandala } from "./mandalas.repository.ts";

/** The engine's parameters of an eight-pointed star of sector 6, but for the phrase. */
export const STAR_PARAMS = {
  shape: "eight_diamond",
  firstMethod: "8",
  additionalMethod: "1",
  patternLength: 5,
  sectorLength: 6,
  palette: 9,
} as const satisfies Omit<MandalaParams, "phrase">;

/** The star as the builder saves it. */
export const STAR_SETTINGS = { ...STAR_PARAMS, pattern: [8, 9, 9, 2, 5] };

/** A signed-in user with one saved star: the user, the Authorization header and the mandala's row. */
export async function ownerWithMandala(ctx: TestContext, phrase = "Я счастлива и любима") {
  const { user, headers } = await signedInUser(ctx);
  const mandala = await insertMandala(ctx.database.db, { userId: user.id, phrase, ...STAR_SETTINGS });
  return { user, headers, mandala };
}
