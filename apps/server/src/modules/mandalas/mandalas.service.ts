/** Saved mandalas: drawn again on request (pictures, SVG, print-ready PDF) without spending the quota. */
import { mandalaFields, type TMandalaImageQuery, type TSavedMandala } from "@mandala/contract";
import {
  buildScene,
  computeMandala,
  DEFAULT_FILTER,
  type MandalaParams,
  type PaletteSize,
  parseFilter,
  parsePhrase,
  type SceneOptions,
  type ShapeId,
  sceneToSvg,
  type View,
  wishCode,
} from "@mandala/engine";
import type { DbOrTx } from "../../db/client.ts";
import { DomainError } from "../../errors.ts";
import { formatDate } from "../../i18n/dates.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import { pictureAlt } from "../../render/alt.ts";
import type { PdfPage } from "../../render/pdf.ts";
import type { Renderer } from "../../render/renderer.ts";
import { findIdenticalMandala, insertMandala, type SavedMandalaRow } from "./mandalas.repository.ts";

/** The print pages' scenes in px, scaled to the page when drawn. */
const PRINT_SCENE = 1000;
const VIEWS: readonly View[] = ["colorized", "digits", "dots"];

/** The API's view of a saved row. */
export function toSavedMandala(row: SavedMandalaRow): TSavedMandala {
  return {
    id: row.id,
    ...mandalaFields(paramsOf(row)),
    pattern: row.pattern,
    view: row.view,
    created_at: row.createdAt.toISOString(),
  };
}

/** The engine's parameters of a saved row. */
export function paramsOf(row: SavedMandalaRow): MandalaParams {
  return {
    phrase: row.phrase,
    shape: row.shape as ShapeId,
    firstMethod: row.firstMethod,
    additionalMethod: row.additionalMethod,
    patternLength: row.patternLength,
    ...(row.sectorLength === null ? {} : { sectorLength: row.sectorLength }),
    palette: row.palette as PaletteSize,
  };
}

/** A drawing to keep: who drew it, what and in which view. */
export interface Drawing {
  userId: number;
  params: MandalaParams;
  view: View;
}

/** The saved row's settings of `drawing` (the inverse of paramsOf). */
function settingsOf({ userId, params, view }: Drawing) {
  return {
    userId,
    phrase: params.phrase,
    shape: params.shape,
    firstMethod: params.firstMethod,
    additionalMethod: params.additionalMethod,
    patternLength: params.patternLength,
    sectorLength: params.sectorLength ?? null,
    palette: params.palette,
    view,
  };
}

/**
 * Saving a drawing, the one rule: the user's newest kept drawing identical to it (the same settings: the
 * view is only how it is shown, and a kept one is shown in any view for free), else a new saved mandala
 * in the drawing's view; `again` saves a new one even beside an identical one. Run it in the caller's
 * transaction, so that what the caller does with it (spending a drawing) is kept or undone with it.
 */
export async function saveDrawing(
  db: DbOrTx,
  drawing: Drawing,
  { again = false }: { again?: boolean } = {},
): Promise<{ mandala: SavedMandalaRow; isNew: boolean }> {
  const settings = settingsOf(drawing);
  const kept = again ? null : await findIdenticalMandala(db, settings);
  if (kept) return { mandala: kept, isNew: false };
  const { params } = drawing;
  const pattern = wishCode(parsePhrase(params.phrase).values, params.patternLength, params.palette);
  return { mandala: await insertMandala(db, { ...settings, pattern }), isNew: true };
}

function sceneOptions(row: SavedMandalaRow, query: TMandalaImageQuery): SceneOptions {
  const view = query.view ?? row.view;
  if (view !== "dots") return { view, watermark: null };
  const filter = query.filter ? parseFilter(query.filter) : DEFAULT_FILTER;
  if (filter === null) throw new DomainError("filter.invalid");
  return { view: "dots", filter, numberedDots: query.num_to_dot ?? false, watermark: null };
}

/** The numbers of a comma-separated list, ascending; an empty or missing list gives none. */
function numbersOf(text: string | undefined): number[] {
  if (!text?.trim()) return [];
  const parsed = parseFilter(text);
  if (parsed === null || parsed === "*") throw new DomainError("filter.invalid");
  return [...parsed];
}

export function createMandalasService({ renderer }: { renderer: Renderer }) {
  return {
    /** A JPEG or PNG of the saved mandala in the asked view. */
    picture(row: SavedMandalaRow, query: TMandalaImageQuery, format: "jpeg" | "png"): Promise<Buffer> {
      return renderer.render({
        ...paramsOf(row),
        ...sceneOptions(row, query),
        size: query.size ?? 1200,
        format,
      });
    },

    /** The saved mandala as an SVG document, titled in `locale` with the view it shows. */
    svg(row: SavedMandalaRow, query: TMandalaImageQuery, locale: Locale): string {
      const params = paramsOf(row);
      const options = sceneOptions(row, query);
      const alt = pictureAlt(params.shape, options.view, locale);
      return sceneToSvg(buildScene(computeMandala(params), { ...options, alt }));
    },

    /**
     * An A4 PDF: a page for each of `views` (colorized, digits, dots), then one per number of
     * `numbers` (ascending) with only that number's dots; each page headed by the phrase.
     */
    async pdf(
      row: SavedMandalaRow,
      views: string,
      numbers: string | undefined,
      locale: Locale,
    ): Promise<Buffer> {
      const chosenViews = VIEWS.filter((view) => views.split(",").includes(view));
      const chosenNumbers = numbersOf(numbers);
      if (chosenViews.length + chosenNumbers.length === 0) throw new DomainError("mandalas.noPages");
      const params = paramsOf(row);
      const mandala = computeMandala(params);
      // Every page is drawn as vectors (render/pdf-scene.ts), none rendered as a picture: at the largest
      // settings 15 pages of 1600 px JPEGs took 0.7-1.3 s of the render pool and 3-5 MB; vectors take
      // 0.1-0.3 s and under 1.3 MB (bench: render, waits), laid out on a render thread.
      const scene = (options: SceneOptions) => buildScene(mandala, { ...options, size: PRINT_SCENE });
      const date = formatDate(row.createdAt, locale);
      const subheading = translate("mandalas.subheading", locale, {
        pattern: row.pattern.join(" "),
        palette: row.palette,
        date,
      });
      const heading = (label: string) => `«${row.phrase}» — ${label}`;
      // "Sheet {part} of {total}": the layout fills in the numbers on each sheet.
      const sheet = translate("mandalas.sheet", locale);
      return renderer.pdf(
        [
          ...chosenViews.map((view): PdfPage => {
            const page = { heading: heading(translate(`mandalas.view.${view}`, locale)), subheading };
            // The digits template is as large as its cells need, over several sheets (render/pdf-digits.ts).
            if (view === "digits") return { ...page, digits: { mandala, params, sheet } };
            if (view === "dots")
              return { ...page, scene: scene({ view, filter: DEFAULT_FILTER, watermark: null }) };
            return { ...page, scene: scene({ view, watermark: null }) };
          }),
          ...chosenNumbers.map(
            (number): PdfPage => ({
              heading: heading(translate("mandalas.view.number", locale, { number })),
              subheading,
              scene: scene({ view: "dots", filter: [number], numberedDots: true, watermark: null }),
            }),
          ),
        ],
        { title: row.phrase },
      );
    },
  };
}

export type MandalasService = ReturnType<typeof createMandalasService>;
