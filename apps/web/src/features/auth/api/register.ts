/** POST /api/auth/register/: creates the account (201), optionally with the 3-day trial of a plan. */
import type { TRegisterReply, TRegisterRequest } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

export function register(request: TRegisterRequest): Promise<TRegisterReply> {
  return apiFetch<TRegisterReply>("/api/auth/register/", { method: "POST", body: request, auth: false });
}
