/** GET /draw/api/v1/free/shapesdata/?shape=…&q=…: a shape's matrices, codes for every pattern length, palettes. */
import type { TShapesDataReply } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export interface ShapesDataParams {
  shape: string;
  phrase: string;
}

export function getShapesData({ shape, phrase }: ShapesDataParams): Promise<TShapesDataReply> {
  const query = new URLSearchParams({ shape, q: phrase });
  return apiFetch<TShapesDataReply>(`/draw/api/v1/free/shapesdata/?${query}`, { auth: false });
}

export function shapesDataQueryOptions(params: ShapesDataParams) {
  return queryOptions({
    queryKey: ["draw", "shapesdata", params.shape, params.phrase],
    queryFn: () => getShapesData(params),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The shape data, once both shape and phrase are known. */
export function useShapesData(params: ShapesDataParams | null) {
  return useQuery({
    ...shapesDataQueryOptions(params ?? { shape: "", phrase: "" }),
    enabled: params !== null,
  });
}
