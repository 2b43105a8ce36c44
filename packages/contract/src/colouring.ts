import { z } from "zod";
import { ZPhrase } from "./draw.ts";
import { ZSavedMandala } from "./mandalas.ts";

/** The largest template the colouring accepts, in cells (the biggest shape at sector 16 has 2,560). */
export const COLOURING_MAX_CELLS = 4096;

/**
 * A colouring as it travels: one character per cell of the mandala, in the engine's cell order:
 * `0` white, `1`–`9` and `a`–`d` (10–13) the number whose colour the cell took.
 */
export const ZColouringFills = z
  .string()
  .max(COLOURING_MAX_CELLS)
  .regex(/^[0-9a-d]*$/);

/** GET and PUT /api/mandalas/{id}/colouring: the saved colouring ("" before the first colour). */
export const ZColouringProgress = z.object({
  fills: z.string(),
  /** How many cells are coloured, and of how many. */
  coloured: z.number().int(),
  total: z.number().int(),
  updated_at: z.string().nullable(),
});
export type TColouringProgress = z.infer<typeof ZColouringProgress>;

export const ZColouringProgressUpdate = z.object({ fills: ZColouringFills });
export type TColouringProgressUpdate = z.infer<typeof ZColouringProgressUpdate>;

/** GET /api/mandalas/{id}/colouring/{file}: the coloured result, headed by the phrase and the date. */
export const ZColouringFile = z.enum(["image.png", "print.pdf"]);
export type TColouringFile = z.infer<typeof ZColouringFile>;

/** A share link's token: 16 random bytes, base64url. */
export const ZShareToken = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const ZShareTokenParams = z.object({ token: ZShareToken });

/** POST /api/mandalas/{id}/shares: what the public page shows. */
export const ZShareCreate = z.object({
  /** Show the wish phrase (off unless the owner chooses it). */
  show_phrase: z.boolean().default(false),
  /** Show the owner's colouring instead of the computed colours. */
  coloured: z.boolean().default(false),
});
export type TShareCreate = z.input<typeof ZShareCreate>;

/** A share link as its owner sees it. */
export const ZShareLink = z.object({
  token: z.string(),
  /** The public page, root-relative: /s/{token}. */
  path: z.string(),
  show_phrase: z.boolean(),
  coloured: z.boolean(),
  visits: z.number().int(),
  created_at: z.string(),
});
export type TShareLink = z.infer<typeof ZShareLink>;

export const ZShareLinkList = z.object({ results: z.array(ZShareLink) });
export type TShareLinkList = z.infer<typeof ZShareLinkList>;

/** GET /api/shares/{token}: the public page's mandala (the phrase only when the owner shows it). */
export const ZSharedMandala = z.object({
  phrase: z.string().nullable(),
  shape: z.string(),
  coloured: z.boolean(),
  /** The picture and the Open Graph / VK card, root-relative. */
  image: z.string(),
  card: z.string(),
});
export type TSharedMandala = z.infer<typeof ZSharedMandala>;

/** One mandala of a learning set: its intention and how the set draws it (the saved drawings' names). */
export const ZSetMandala = ZSavedMandala.pick({
  phrase: true,
  shape: true,
  first_method: true,
  additional_method: true,
  pattern_length: true,
  sector_length: true,
  palette: true,
}).extend({
  /** Its place in the set, from 0 (the PDF's order). */
  index: z.number().int(),
});
export type TSetMandala = z.infer<typeof ZSetMandala>;

/**
 * GET /draw/api/v1/free/learningsets/{slug}/mandalas (the signed-in owner) and GET /api/set-links/{token}
 * (the e-mailed link of a purchase without an account): the mandalas of a bought set, to colour them.
 */
export const ZSetMandalas = z.object({
  slug: z.string(),
  name: z.string(),
  mandalas: z.array(ZSetMandala),
});
export type TSetMandalas = z.infer<typeof ZSetMandalas>;

/** POST /draw/api/v1/free/learningsets/{slug}/mandalas/{index}/colouring: the saved mandala to colour. */
export const ZSetMandalaColouring = z.object({ mandala_id: z.number().int() });
export type TSetMandalaColouring = z.infer<typeof ZSetMandalaColouring>;

/**
 * GET /draw/api/v1/free/colour/: may the caller colour this mandala that is not saved (the /colour
 * page's address)? `set` (and the purchase's e-mailed `link`) for a bought set's mandala.
 */
export const ZColourQuery = z.object({
  phrase: ZPhrase,
  shape: z.string().max(44),
  first_method: z.string().max(10),
  additional_method: z.string().max(10),
  pattern_length: z.coerce.number().int(),
  palette: z.coerce.number().int(),
  sector_length: z.coerce.number().int().optional(),
  set: z.string().min(1).max(120).optional(),
  link: z.string().max(100).optional(),
});
export type TColourQuery = z.infer<typeof ZColourQuery>;

/** The mandala the caller may colour, and what opens it: the demo, their plan or a bought set. */
export const ZColourMandala = ZSetMandala.omit({ index: true }).extend({
  granted_by: z.enum(["demo", "plan", "set"]),
});
export type TColourMandala = z.infer<typeof ZColourMandala>;
