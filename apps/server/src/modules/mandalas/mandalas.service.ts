/** Saved mandalas: drawn again on request (pictures, SVG, print-ready PDF) without spending the quota. */
import type { TMandalaImageQuery, TSavedMandala } from "@mandala/contract";
import {
  buildScene,
  computeMandala,
  DEFAULT_FILTER,
  type MandalaParams,
  type PaletteSize,
  parseFilter,
  type SceneOptions,
  type ShapeId,
  sceneToSvg,
  type View,
} from "@mandala/engine";
import { DomainError } from "../../errors.ts";
import { type Locale, translate } from "../../i18n/messages.ts";
import { pictureAlt } from "../../render/alt.ts";
import { type PdfPage, picturesToPdf } from "../../render/pdf.ts";
import type { Renderer } from "../../render/renderer.ts";
import type { SavedMandalaRow } from "./mandalas.repository.ts";

const PRINT_SIZE = 1600;
const VIEWS: readonly View[] = ["colorized", "digits", "dots"];

/** The API's view of a saved row. */
export function toSavedMandala(row: SavedMandalaRow): TSavedMandala {
  return {
    id: row.id,
    phrase: row.phrase,
    shape: row.shape,
    first_method: row.firstMethod,
    additional_method: row.additionalMethod,
    pattern_length: row.patternLength,
    sector_length: row.sectorLength,
    palette: row.palette,
    pattern: row.pattern,
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

/** The saved row's settings of a drawing of `params` by `userId` (the inverse of paramsOf). */
export function settingsOf(userId: number, params: MandalaParams) {
  return {
    userId,
    phrase: params.phrase,
    shape: params.shape,
    firstMethod: params.firstMethod,
    additionalMethod: params.additionalMethod,
    patternLength: params.patternLength,
    sectorLength: params.sectorLength ?? null,
    palette: params.palette,
  };
}

function sceneOptions(query: TMandalaImageQuery): SceneOptions {
  if (query.view !== "dots") return { view: query.view, watermark: null };
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
      return renderer.render({ ...paramsOf(row), ...sceneOptions(query), size: query.size ?? 1200, format });
    },

    /** The saved mandala as an SVG document, titled in `locale`. */
    svg(row: SavedMandalaRow, query: TMandalaImageQuery, locale: Locale): string {
      const params = paramsOf(row);
      const alt = pictureAlt(params.shape, query.view, locale);
      return sceneToSvg(buildScene(computeMandala(params), { ...sceneOptions(query), alt }));
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
      const base = {
        ...params,
        format: "jpeg" as const,
        size: PRINT_SIZE,
        title: row.phrase,
        watermark: null,
      };
      const requests = [
        ...chosenViews.map((view) => ({
          label: translate(`mandalas.view.${view}`, locale),
          request: { ...base, view, ...(view === "dots" ? { filter: DEFAULT_FILTER } : {}) },
        })),
        ...chosenNumbers.map((number) => ({
          label: translate("mandalas.view.number", locale, { number }),
          request: { ...base, view: "dots" as const, filter: [number], numberedDots: true },
        })),
      ];
      // The digits template is drawn as vectors, as large as its cells need (render/pdf-digits.ts).
      const isDigits = (request: { view: View }) => request.view === "digits";
      const images = await Promise.all(
        requests.map(({ request }) => (isDigits(request) ? null : renderer.render(request))),
      );
      const mandala = computeMandala(params);
      const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "ru-RU", { dateStyle: "long" }).format(
        row.createdAt,
      );
      const subheading = translate("mandalas.subheading", locale, {
        pattern: row.pattern.join(" "),
        palette: row.palette,
        date,
      });
      const sheet = (part: number, total: number) => translate("mandalas.sheet", locale, { part, total });
      return picturesToPdf(
        requests.map(({ label, request }, index): PdfPage => {
          const heading = `«${row.phrase}» — ${label}`;
          if (isDigits(request)) return { heading, subheading, digits: { mandala, params, sheet } };
          return { heading, subheading, image: images[index] as Buffer, format: "jpeg" };
        }),
        { title: row.phrase },
      );
    },
  };
}

export type MandalasService = ReturnType<typeof createMandalasService>;
