/** GET /api/payments/{id}/confirmation.pdf: a paid payment's «Подтверждение оплаты», with the bearer token. */
import { useMutation } from "@tanstack/react-query";
import { fetchAuthorizedBlob, saveBlob } from "../../../api/mandala-files.ts";

export const paymentConfirmationPath = (paymentId: string, language: string) =>
  `/api/payments/${encodeURIComponent(paymentId)}/confirmation.pdf?${new URLSearchParams({ lang: language })}`;

/** Downloads the confirmation of payment `id` in `language`, saved as `filename`. */
export function useDownloadPaymentConfirmation() {
  return useMutation({
    mutationFn: async ({ id, language, filename }: { id: string; language: string; filename: string }) =>
      saveBlob(await fetchAuthorizedBlob(paymentConfirmationPath(id, language)), filename),
  });
}
