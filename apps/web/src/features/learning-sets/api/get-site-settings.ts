/**
 * GET /draw/api/v1/free/site/: small site settings, here the messenger chat for ordering an
 * individual set. While the endpoint is missing or failing, `FALLBACK_MESSENGER_URL` is used.
 */
import type { TSiteSettings } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";

/**
 * FALLBACK: the chat used only when the server does not answer with its configured `messenger_url`
 * (the server's default MESSENGER_URL is the same address).
 */
export const FALLBACK_MESSENGER_URL = "https://t.me/mandala_wishes";

export function getSiteSettings(): Promise<TSiteSettings> {
  return apiFetch<TSiteSettings>("/draw/api/v1/free/site/", { auth: false });
}

export function siteSettingsQueryOptions() {
  return queryOptions({
    queryKey: ["site-settings"],
    queryFn: getSiteSettings,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The messenger chat's address; the fallback until (or unless) the server names one. */
export function useMessengerUrl(): string {
  const { data } = useQuery(siteSettingsQueryOptions());
  const url = data?.messenger_url;
  return url && /^https?:\/\//.test(url) ? url : FALLBACK_MESSENGER_URL;
}
