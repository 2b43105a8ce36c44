/** A saved drawing as the builder's step 3 shows it: its picture (drawn again by the server) and code. */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { MandalaLook } from "../../../api/mandala-files.ts";
import { MANDALAS_KEY, mandalaQueryOptions, savedPictureBase64 } from "../../../api/mandalas.ts";
import type { BuilderImage } from "../builder-reducer.ts";

export type SavedImage = BuilderImage & { mandalaId: number };

const COLOURED: MandalaLook = { view: "colorized", filter: "*" };

/** A saved drawing's picture in `look` and its code (drawn again by the server, without spending the balance). */
async function getSavedImage(client: QueryClient, mandalaId: number, look: MandalaLook): Promise<SavedImage> {
  const [m, pic] = await Promise.all([
    client.ensureQueryData(mandalaQueryOptions(mandalaId)),
    savedPictureBase64(mandalaId, look),
  ]);
  return { picture: { kind: "jpeg", base64: pic }, pattern: m.pattern, ...look, preview: false, mandalaId };
}

/** A drawing is deterministic: its picture in a look never changes while it exists. */
export function savedImageQueryOptions(mandalaId: number, look: MandalaLook = COLOURED) {
  return queryOptions({
    queryKey: [...MANDALAS_KEY, mandalaId, "picture", look.view, look.filter],
    queryFn: ({ client }) => getSavedImage(client, mandalaId, look),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
