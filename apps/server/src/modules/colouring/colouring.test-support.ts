import { computeMandala, encodeFills } from "@mandala/engine";
import type { TestContext } from "../../../test/app.ts";
import { paramsOf } from "../mandalas/mandalas.service.ts";
import { ownerWithMandala as ownerWithSavedMandala } from "../mandalas/mandalas.test-support.ts";

/** A signed-in user with one saved mandala (an eight-pointed star of sector 6), and its template. */
export async function ownerWithMandala(ctx: TestContext, phrase?: string) {
  const owner = await ownerWithSavedMandala(ctx, phrase);
  const values = computeMandala(paramsOf(owner.mandala)).cells.map((cell) => cell.value);
  return { ...owner, values };
}

/** A colouring of `values` with the first `count` cells in their own colour. */
export function colouredFirst(values: readonly number[], count: number): string {
  return encodeFills(values.map((value, i) => (i < count ? value : 0)));
}
