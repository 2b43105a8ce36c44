/**
 * Colouring a saved mandala and sharing it: the owner's colouring kept per mandala (so it continues on
 * another device), its printouts, and public links that show the picture (the phrase only when the
 * owner chooses it), count their visits and can be revoked.
 */
import { randomBytes } from "node:crypto";
import type {
  TColouringFile,
  TColouringProgress,
  TShareCreate,
  TSharedMandala,
  TShareLink,
} from "@mandala/contract";
import { shareFiles } from "@mandala/contract/pages";
import { computeMandala, decodeFills } from "@mandala/engine";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import type { Renderer } from "../../render/renderer.ts";
import { normalizeRequest, type RenderRequest, requestKey } from "../../render/request.ts";
import { paramsOf, type SavedMandalaRow } from "../mandalas/index.ts";
import {
  type ColouringRow,
  countShareVisit,
  findColouring,
  findLiveShare,
  insertShareLink,
  listShareLinks,
  revokeShareLink,
  type ShareLinkRow,
  saveColouring,
} from "./colouring.repository.ts";
import { CARD, drawShareCard } from "./share-card.ts";

const PRINT_SIZE = 1600;
const SHARE_SIZE = 1200;
/** Share cards kept as drawn: a card asked for again unchanged is answered without drawing it. */
const CARD_CACHE = { entries: 200, bytes: 32 * 1024 * 1024 } as const;

/**
 * Counts a share link's picture drawn anew against the budget of `owner`, the account that shares it;
 * throws to refuse it.
 */
export type ChargeOwner = (owner: number) => Promise<void>;

export interface ColouringDependencies {
  db: Db;
  renderer: Renderer;
  /** One of the user's saved mandalas, or null (another user's is as good as missing). */
  ownedMandala(userId: number, id: number): Promise<SavedMandalaRow | null>;
  publicUrl: string;
}

function toShareLink(row: ShareLinkRow): TShareLink {
  return {
    token: row.token,
    path: `/s/${row.token}`,
    show_phrase: row.showPhrase,
    coloured: row.coloured,
    visits: row.visits,
    created_at: row.createdAt.toISOString(),
  };
}

/** The number of cells and colours of a saved mandala's template. */
function templateOf(row: SavedMandalaRow) {
  const mandala = computeMandala(paramsOf(row));
  return { cells: mandala.cells.length, palette: mandala.colors.length };
}

function toProgress(row: SavedMandalaRow, colouring: ColouringRow | null): TColouringProgress {
  const { cells } = templateOf(row);
  const fills = colouring?.fills ?? "";
  return {
    fills,
    coloured: fills.replaceAll("0", "").length,
    total: cells,
    updated_at: colouring ? colouring.updatedAt.toISOString() : null,
  };
}

export function createColouringService({ db, renderer, ownedMandala, publicUrl }: ColouringDependencies) {
  async function owned(userId: number, id: number): Promise<SavedMandalaRow> {
    const row = await ownedMandala(userId, id);
    if (!row) throw new DomainError("mandalas.notFound");
    return row;
  }

  async function liveShare(token: string) {
    const found = await findLiveShare(db, token);
    if (!found) throw new DomainError("shares.notFound");
    return found;
  }

  /** The picture of a mandala as its share link shows it: the owner's colouring, or the computed colours. */
  async function sharedPicture(
    share: ShareLinkRow,
    mandala: SavedMandalaRow,
    size: number,
  ): Promise<RenderRequest> {
    const colouring = share.coloured ? await findColouring(db, mandala.id) : null;
    const params = paramsOf(mandala);
    return colouring
      ? { ...params, view: "digits", colouring: colouring.fills, legend: false, size, format: "png" }
      : { ...params, view: "colorized", legend: false, size, format: "png" };
  }

  const cards = new LRUCache<string, Buffer>({
    max: CARD_CACHE.entries,
    maxSize: CARD_CACHE.bytes,
    sizeCalculation: (card) => card.length,
  });

  return {
    /** The user's colouring of one of their mandalas. */
    async progress(userId: number, mandalaId: number): Promise<TColouringProgress> {
      const row = await owned(userId, mandalaId);
      return toProgress(row, await findColouring(db, row.id));
    },

    /** Keeps the colouring, after checking it fits the mandala's template (cells and palette). */
    async saveProgress(userId: number, mandalaId: number, fills: string): Promise<TColouringProgress> {
      const row = await owned(userId, mandalaId);
      const { cells, palette } = templateOf(row);
      if (!decodeFills(fills, cells, palette)) throw new DomainError("colouring.doesNotFit");
      return toProgress(row, await saveColouring(db, row.id, fills));
    },

    /** The coloured result as a PNG or an A4 PDF, headed by the phrase and the day it was coloured. */
    async file(userId: number, mandalaId: number, file: TColouringFile, locale: Locale): Promise<Buffer> {
      const row = await owned(userId, mandalaId);
      const colouring = await findColouring(db, row.id);
      if (!colouring) throw new DomainError("colouring.nothingToPrint");
      const date = formatDate(colouring.updatedAt, locale);
      const base = {
        ...paramsOf(row),
        view: "digits" as const,
        colouring: colouring.fills,
        size: PRINT_SIZE,
      };
      if (file === "image.png") {
        return renderer.render({ ...base, legend: false, title: `«${row.phrase}» · ${date}`, format: "png" });
      }
      const image = await renderer.render({ ...base, legend: true, format: "jpeg" });
      return renderer.pdf(
        [
          {
            heading: `«${row.phrase}»`,
            subheading: `${translate("colouring.heading", locale)} · ${date}`,
            image,
            format: "jpeg",
          },
        ],
        { title: row.phrase },
      );
    },

    async createShare(
      userId: number,
      mandalaId: number,
      options: Required<TShareCreate>,
    ): Promise<TShareLink> {
      const row = await owned(userId, mandalaId);
      const share = await insertShareLink(db, {
        token: randomBytes(16).toString("base64url"),
        mandalaId: row.id,
        showPhrase: options.show_phrase,
        coloured: options.coloured,
      });
      return toShareLink(share);
    },

    async listShares(userId: number, mandalaId: number): Promise<TShareLink[]> {
      const row = await owned(userId, mandalaId);
      return (await listShareLinks(db, row.id)).map(toShareLink);
    },

    /** Revokes one of the user's links: from then on it answers 404. */
    async revokeShare(userId: number, token: string): Promise<void> {
      if (!(await revokeShareLink(db, userId, token))) throw new DomainError("shares.notFound");
    },

    /** The public page's mandala; counts the visit. */
    async openShare(token: string): Promise<TSharedMandala> {
      const { share, mandala } = await liveShare(token);
      await countShareVisit(db, token);
      return {
        phrase: share.showPhrase ? mandala.phrase : null,
        shape: mandala.shape,
        coloured: share.coloured,
        ...shareFiles(token),
      };
    },

    /** The shared picture (PNG); `charge` counts it when it is drawn anew (not when cached). */
    async shareImage(token: string, charge: ChargeOwner): Promise<Buffer> {
      const { share, mandala } = await liveShare(token);
      return renderer.render(await sharedPicture(share, mandala, SHARE_SIZE), () => charge(mandala.userId));
    },

    /** The share card (JPEG) in `locale`; `charge` counts it when it is drawn anew (not when cached). */
    async shareCard(token: string, locale: Locale, charge: ChargeOwner): Promise<Buffer> {
      const { share, mandala } = await liveShare(token);
      const picture = await sharedPicture(share, mandala, CARD.picture);
      const texts = {
        title: translate("shares.cardTitle", locale),
        line: share.showPhrase ? `«${mandala.phrase}»` : translate("shares.cardText", locale),
        cta: translate("shares.cardCta", locale, { site: new URL(publicUrl).host }),
      };
      const key = JSON.stringify([requestKey(normalizeRequest(picture)), texts]);
      const cached = cards.get(key);
      if (cached) return cached;
      await charge(mandala.userId);
      const card = await drawShareCard(await renderer.render(picture), texts);
      cards.set(key, card);
      return card;
    },
  };
}

export type ColouringService = ReturnType<typeof createColouringService>;
