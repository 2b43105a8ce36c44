import { computeMandala, encodeFills } from "@mandala/engine";
import type { TestContext } from "../../../test/app.ts";
import { createUser } from "../../../test/factories.ts";
import { bearer, signIn } from "../auth/auth.test-support.ts";
import { insertMandala } from "../mandalas/mandalas.repository.ts";
import { paramsOf } from "../mandalas/mandalas.service.ts";

/** A signed-in user with one saved mandala (an eight-pointed star of sector 6), and its template. */
export async function ownerWithMandala(ctx: TestContext, phrase = "Я счастлива и любима") {
  const user = await createUser(ctx.database.db);
  const { access } = await signIn(ctx, user.username, user.password);
  const mandala = await insertMandala(ctx.database.db, {
    userId: user.id,
    phrase,
    shape: "eight_diamond",
    firstMethod: "8",
    additionalMethod: "1",
    patternLength: 5,
    sectorLength: 6,
    palette: 9,
    pattern: [8, 9, 9, 2, 5],
  });
  const values = computeMandala(paramsOf(mandala)).cells.map((cell) => cell.value);
  return { user, headers: bearer(access), mandala, values };
}

/** A colouring of `values` with the first `count` cells in their own colour. */
export function colouredFirst(values: readonly number[], count: number): string {
  return encodeFills(values.map((value, i) => (i < count ? value : 0)));
}
