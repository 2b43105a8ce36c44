/**
 * Colouring's part of an account's life (decision 050): the colourings and share links in the export;
 * deleting the account stops every share link at once.
 */
import type { AccountPart } from "../../account-part.ts";
import type { Db } from "../../db/client.ts";
import { storedLocale } from "../../i18n/messages.ts";
import { allMandalas } from "../mandalas/index.ts";
import { stopShareLinksOf } from "./colouring.repository.ts";
import type { ColouringService } from "./colouring.service.ts";

export function colouringAccountPart({
  db,
  colouring,
  publicUrl,
}: {
  db: Db;
  colouring: Pick<ColouringService, "progress" | "listShares" | "file">;
  publicUrl: string;
}): AccountPart {
  return {
    async exportFor(owner, images) {
      const locale = storedLocale(owner.locale);
      const colourings = [];
      const shareLinks = [];
      for (const { id } of await allMandalas(db, owner.id)) {
        const progress = await colouring.progress(owner.id, id);
        if (progress.updated_at !== null) {
          const coloured = await colouring.file(owner.id, id, "image.png", locale);
          colourings.push({
            mandala_id: id,
            ...progress,
            picture: images.add(`colouring-${id}.png`, coloured),
          });
        }
        for (const share of await colouring.listShares(owner.id, id)) {
          shareLinks.push({ mandala_id: id, ...share, url: `${publicUrl}${share.path}` });
        }
      }
      return { colourings, share_links: shareLinks };
    },
    async deleteFor(owner, tx, at) {
      await stopShareLinksOf(tx, owner.id, at);
      return undefined;
    },
  };
}
