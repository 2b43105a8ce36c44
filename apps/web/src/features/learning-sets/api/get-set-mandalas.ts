/**
 * A bought set's mandalas, to colour them: GET /draw/api/v1/free/learningsets/{slug}/mandalas for the
 * signed-in owner, GET /api/set-links/{token} with the purchase's e-mailed link (no account needed).
 */
import type { TSetMandalas } from "@mandala/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

/** Where the set's mandalas come from: its owner's account, or the link of the purchase e-mail. */
export type SetMandalasSource = { slug: string; link: null } | { slug: string; link: string };

export function getSetMandalas(source: SetMandalasSource): Promise<TSetMandalas> {
  return apiFetch<TSetMandalas>(
    source.link
      ? `/api/set-links/${encodeURIComponent(source.link)}`
      : `/draw/api/v1/free/learningsets/${encodeURIComponent(source.slug)}/mandalas`,
  );
}

/** `viewer` is the signed-in user's id (or null): the owner's list depends on who asks. */
export function setMandalasQueryOptions(source: SetMandalasSource, language: string, viewer: number | null) {
  return queryOptions({
    queryKey: ["learning-sets", "mandalas", source.slug, source.link, language, viewer],
    queryFn: () => getSetMandalas(source),
    retry: false,
  });
}
