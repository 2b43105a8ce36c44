/** A saved drawing as the builder's step 3 shows it: its picture (drawn again by the server) and code. */
import type { QueryClient } from "@tanstack/react-query";
import { mandalaQueryOptions, savedPictureBase64 } from "../../../api/mandalas.ts";
import type { BuilderImage } from "../builder-reducer.ts";

/** A saved drawing's picture and code (drawn again by the server, without spending the balance). */
export async function savedImage(
  client: QueryClient,
  mandalaId: number,
): Promise<BuilderImage & { mandalaId: number }> {
  const [m, pic] = await Promise.all([
    client.ensureQueryData(mandalaQueryOptions(mandalaId)),
    savedPictureBase64(mandalaId),
  ]);
  return { pic, pattern: m.pattern, view: "colorized", preview: false, mandalaId };
}
