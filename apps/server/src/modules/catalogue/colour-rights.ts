/**
 * Who may colour a mandala that is not saved (the /colour page): everyone the demo's own mandala (its
 * fixed phrase, shape and methods, in the demo's palettes), a subscriber what their plan's rights cover,
 * a set's buyer (signed in, or holding the purchase's e-mailed link) the set's mandalas. The page colours
 * only what this answers; nothing else opens it.
 */
import { mandalaFields, type TColourMandala, type TColourQuery } from "@mandala/contract";
import type { MandalaParams } from "@mandala/engine";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import type { Locale } from "../../i18n/messages.ts";
import { drawingAllowance } from "../billing/index.ts";
import { isDemoMandala, parseDrawQuery, requireAllowed } from "../drawing/index.ts";
import type { LearningSetsService } from "./learning-sets.service.ts";
import { paramsOfSet } from "./set-mandalas.service.ts";

const sameMandala = (a: MandalaParams, b: MandalaParams) =>
  a.phrase === b.phrase &&
  a.shape === b.shape &&
  a.firstMethod === b.firstMethod &&
  a.additionalMethod === b.additionalMethod &&
  a.patternLength === b.patternLength &&
  a.sectorLength === b.sectorLength &&
  a.palette === b.palette;

export function createColourRights({ db, learningSets }: { db: Db; learningSets: LearningSetsService }) {
  /** The set's mandalas the caller holds: by the e-mailed link, else as the signed-in owner. */
  async function setMandalas(slug: string, link: string | undefined, userId: number | null) {
    if (link) {
      const set = await learningSets.setForToken(link);
      if (!set || set.slug !== slug) throw new DomainError("catalogue.setNotFound");
      return paramsOfSet(set);
    }
    if (userId === null) throw new DomainError("auth.notAuthenticated");
    return paramsOfSet(await learningSets.setOwnedBy(userId, slug));
  }

  return {
    /**
     * The mandala of `query` when the caller may colour it; else the refusal that says why: not the
     * demo's (a visitor, or a user without a live subscription), beyond the plan's rights, not the set's.
     */
    async check(userId: number | null, query: TColourQuery, locale: Locale): Promise<TColourMandala> {
      const { params } = parseDrawQuery(
        {
          q: query.phrase,
          patternLength: query.pattern_length,
          palette_id: query.palette,
          first_method: query.first_method,
          additional_method: query.additional_method,
          ...(query.sector_length === undefined ? {} : { sector_length: query.sector_length }),
        },
        locale,
        query.shape,
      );
      if (query.set !== undefined) {
        const mandalas = await setMandalas(query.set, query.link, userId);
        if (!mandalas.some((mandala) => sameMandala(mandala, params))) {
          throw new DomainError("colouring.notInSet");
        }
        return { ...mandalaFields(params), granted_by: "set" };
      }
      if (isDemoMandala(params)) return { ...mandalaFields(params), granted_by: "demo" };
      const allowance = userId === null ? null : await drawingAllowance(db, userId);
      if (!allowance) throw new DomainError("colouring.demoOnly");
      requireAllowed(params, allowance.rights);
      return { ...mandalaFields(params), granted_by: "plan" };
    },
  };
}

export type ColourRights = ReturnType<typeof createColourRights>;
