/**
 * A bought set's mandalas, to colour on screen: the same mandalas as the set's PDF, for its signed-in
 * owner or for whoever holds the purchase's e-mailed link. The owner colours one as a mandala of their
 * own: it is kept among their mandalas (not spent from their drawings: the set paid for it), so its
 * colouring is saved, printed and shared like any other.
 */
import {
  mandalaFields,
  type TSetMandala,
  type TSetMandalaColouring,
  type TSetMandalas,
} from "@mandala/contract";
import type { MandalaParams } from "@mandala/engine";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { type LearningSetRow, setTexts } from "../billing/index.ts";
import { saveDrawing } from "../mandalas/index.ts";
import type { LearningSetsService } from "./learning-sets.service.ts";
import { learningSetContent } from "./set-files.ts";
import { mandalaFor } from "./set-mandala.ts";

/** The params of each of the set's mandalas, in the PDF's order. */
export function paramsOfSet(set: LearningSetRow): MandalaParams[] {
  return learningSetContent(set).intentions.map((intention, i) => mandalaFor(intention, i));
}

const toSetMandala = (params: MandalaParams, index: number): TSetMandala => ({
  index,
  ...mandalaFields(params),
});

function toSetMandalas(set: LearningSetRow, locale: Locale): TSetMandalas {
  return { slug: set.slug, name: setTexts(set, locale).name, mandalas: paramsOfSet(set).map(toSetMandala) };
}

export function createSetMandalasService({
  db,
  learningSets,
}: {
  db: Db;
  learningSets: LearningSetsService;
}) {
  return {
    /** The mandalas of a set the signed-in user bought (404 unknown, 403 not theirs). */
    async forOwner(userId: number, slug: string, locale: Locale): Promise<TSetMandalas> {
      return toSetMandalas(await learningSets.setOwnedBy(userId, slug), locale);
    },

    /** The mandalas of the set an e-mailed link opens (404 wrong link, 403 refunded). */
    async forLink(token: string, locale: Locale): Promise<TSetMandalas> {
      const set = await learningSets.setForToken(token);
      if (!set) throw new DomainError("catalogue.setNotFound");
      return toSetMandalas(set, locale);
    },

    /**
     * The owner's own mandala of the set's `index`-th: the one they keep with the same settings, or a
     * new one (both in one transaction, so two taps at once keep one).
     */
    async startColouring(userId: number, slug: string, index: number): Promise<TSetMandalaColouring> {
      const set = await learningSets.setOwnedBy(userId, slug);
      const params = paramsOfSet(set)[index];
      if (!params) throw new DomainError("catalogue.setNotFound");
      const { mandala } = await db.transaction((tx) =>
        saveDrawing(tx, { userId, params, view: "colorized" }),
      );
      return { mandala_id: mandala.id };
    },
  };
}

export type SetMandalasService = ReturnType<typeof createSetMandalasService>;
