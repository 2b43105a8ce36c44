/** GET /draw/api/v1/free/{shape}: the watermarked demo drawing (a base64 JPEG and the wish's code). */
import type { TDrawReply } from "@mandala/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { type DrawQueryParams, drawQuery } from "../../../api/draw-query.ts";

export type DemoView = DrawQueryParams["view"];

export interface DrawDemoParams extends DrawQueryParams {
  shape: string;
}

export function drawDemo(params: DrawDemoParams): Promise<TDrawReply> {
  const path = `/draw/api/v1/free/${encodeURIComponent(params.shape)}?${drawQuery(params, false)}`;
  return apiFetch<TDrawReply>(path, { auth: false });
}

/** A drawing with the params it was drawn with. */
export interface DemoDrawing {
  params: DrawDemoParams;
  reply: TDrawReply;
}

/** Draws on demand; the reply carries the params it was drawn with. */
export function useDrawDemo() {
  return useMutation({
    mutationKey: ["draw", "demo"],
    mutationFn: async (params: DrawDemoParams): Promise<DemoDrawing> => ({
      params,
      reply: await drawDemo(params),
    }),
  });
}
