/** POST /api/auth/vk-login/: the server verifies the VK ID access token and answers with our tokens. */
import type { TVkLoginReply, TVkLoginRequest } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

export function vkLogin(request: TVkLoginRequest): Promise<TVkLoginReply> {
  return apiFetch<TVkLoginReply>("/api/auth/vk-login/", { method: "POST", body: request, auth: false });
}
