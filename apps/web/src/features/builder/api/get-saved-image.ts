/** A saved drawing as the builder's step 3 shows it: its picture (drawn again by the server) and code. */
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { MANDALAS_KEY, mandalaQueryOptions, savedPictureBase64 } from "../../../api/mandalas.ts";
import type { BuilderImage } from "../builder-reducer.ts";

export type SavedImage = BuilderImage & { mandalaId: number };

/** A saved drawing's picture and code (drawn again by the server, without spending the balance). */
async function getSavedImage(client: QueryClient, mandalaId: number): Promise<SavedImage> {
  const [m, pic] = await Promise.all([
    client.ensureQueryData(mandalaQueryOptions(mandalaId)),
    savedPictureBase64(mandalaId),
  ]);
  return { pic, pattern: m.pattern, view: "colorized", preview: false, mandalaId };
}

/** A drawing is deterministic: its picture never changes while it exists. */
export function savedImageQueryOptions(mandalaId: number) {
  return queryOptions({
    queryKey: [...MANDALAS_KEY, mandalaId, "picture"],
    queryFn: ({ client }) => getSavedImage(client, mandalaId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
