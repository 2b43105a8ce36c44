/** The mandalas' part of an account's life (decision 050): its saved mandalas in the export. */
import type { AccountPart } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import { listMandalas, type SavedMandalaRow } from "./mandalas.repository.ts";
import { type MandalasService, toSavedMandala } from "./mandalas.service.ts";

/** The side of each mandala's picture in the export, in pixels. */
const PICTURE_SIZE = 1200;
/** Mandalas read per page. */
const PAGE = 100;

/** Every saved mandala of the user, newest first. */
export async function allMandalas(db: Db, userId: number): Promise<SavedMandalaRow[]> {
  const rows: SavedMandalaRow[] = [];
  let cursor: number | undefined;
  for (;;) {
    const page = await listMandalas(db, userId, { limit: PAGE, cursor });
    rows.push(...page.rows);
    if (!page.more) return rows;
    cursor = page.rows.at(-1)?.id;
  }
}

/**
 * Exports each saved mandala with its parameters and its picture as drawn. Deleting the account
 * leaves them to the purge (ON DELETE CASCADE).
 */
export function mandalasAccountPart({
  db,
  mandalas,
}: {
  db: Db;
  mandalas: Pick<MandalasService, "picture">;
}): AccountPart {
  return {
    async exportFor(owner, images) {
      const saved = [];
      for (const row of await allMandalas(db, owner.id)) {
        const picture = await mandalas.picture(row, { view: "colorized", size: PICTURE_SIZE }, "png");
        saved.push({ ...toSavedMandala(row), picture: images.add(`mandala-${row.id}.png`, picture) });
      }
      return { mandalas: saved };
    },
    deleteFor: async () => undefined,
  };
}
