/** GET /draw/api/v1/free/{shape}: the watermarked demo drawing (a base64 JPEG and the wish's code). */
import type { TDrawReply } from "@mandala/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export type DemoView = "colorized" | "digits" | "dots";

export interface DrawDemoParams {
  phrase: string;
  shape: string;
  patternLength: number;
  palette: number;
  firstMethod: string;
  additionalMethod: string;
  view: DemoView;
  /** The dots filter as normalised text (`*` or `1,2,5`); used in the dots view only. */
  filter: string;
}

/** The query string of a demo drawing, with the view both explicit and as the legacy flags. */
export function drawDemoQuery(params: DrawDemoParams): URLSearchParams {
  const query = new URLSearchParams({
    q: params.phrase,
    patternLength: String(params.patternLength),
    palette_id: String(params.palette),
    first_method: params.firstMethod,
    additional_method: params.additionalMethod,
    colorize: params.view === "colorized" ? "1" : "0",
    num_to_dot: "0",
    view: params.view,
  });
  if (params.view === "dots") query.set("filter", params.filter);
  return query;
}

export function drawDemo(params: DrawDemoParams): Promise<TDrawReply> {
  const path = `/draw/api/v1/free/${encodeURIComponent(params.shape)}?${drawDemoQuery(params)}`;
  return apiFetch<TDrawReply>(path, { auth: false });
}

/** Draws on demand; the reply carries the params it was drawn with. */
export function useDrawDemo() {
  return useMutation({
    mutationKey: ["draw", "demo"],
    mutationFn: async (params: DrawDemoParams) => ({ params, reply: await drawDemo(params) }),
  });
}
