/** POST /draw/api/v1/free/learningsets/resend-links/: the sets bought with an address get their links again. */
import type { TResendSetLinksReply, TResendSetLinksRequest } from "@mandala/contract";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

export function resendSetLinks(body: TResendSetLinksRequest): Promise<TResendSetLinksReply> {
  return apiFetch<TResendSetLinksReply>("/draw/api/v1/free/learningsets/resend-links/", {
    method: "POST",
    body,
  });
}

export function useResendSetLinks() {
  return useMutation({ mutationFn: resendSetLinks });
}
