/**
 * The draw failure's message: the server's `error` field, else the error's message,
 * else a network-error text (a failed fetch has no message worth showing).
 */
import { ApiError } from "./client.ts";

export function drawErrorMessage(error: unknown, networkText: string): string {
  if (error instanceof ApiError) {
    const serverError = error.body.error;
    if (typeof serverError === "string" && serverError) return serverError;
    return error.message || networkText;
  }
  if (error instanceof TypeError) return networkText;
  if (error instanceof Error && error.message) return error.message;
  return networkText;
}
