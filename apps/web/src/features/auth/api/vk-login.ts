/**
 * POST /api/auth/vk-login/: the server exchanges the VK ID code and answers with our tokens.
 * POST /api/auth/vk-link/: the same exchange, and VK ID is linked to the signed-in account.
 */
import type { TAccountSecurity, TVkLinkRequest, TVkLoginReply, TVkLoginRequest } from "@mandala/contract";
import { apiFetch } from "../../../api/client.ts";

export function vkLogin(request: TVkLoginRequest): Promise<TVkLoginReply> {
  return apiFetch<TVkLoginReply>("/api/auth/vk-login/", { method: "POST", body: request, auth: false });
}

export function vkLink(request: TVkLinkRequest): Promise<TAccountSecurity> {
  return apiFetch<TAccountSecurity>("/api/auth/vk-link/", { method: "POST", body: request, auth: true });
}
