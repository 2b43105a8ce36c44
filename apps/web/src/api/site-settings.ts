/**
 * GET /draw/api/v1/free/site/: the settings the web app reads at run time (one build serves every
 * configuration): the messenger chat for ordering an individual set, the VK ID app, the reCAPTCHA
 * key, and the operator's seller, support address, social links and lesson video (read by the legal
 * pages, the footer and the home page's video). While the call is pending or failing, VK ID and
 * reCAPTCHA stay hidden, the messenger link is `FALLBACK_MESSENGER_URL` and the operator's parts are
 * not shown.
 */
import type { TSiteSettings } from "@mandala/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "./client.ts";

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

/** The VK ID app id of the settings as a number, or null when VK ID is not configured. */
export function vkAppIdOf(settings: TSiteSettings | undefined): number | null {
  const id = Number(settings?.vkid_app_id);
  return settings?.vkid_app_id && Number.isInteger(id) && id > 0 ? id : null;
}

/** The VK ID app id, or null when VK ID is not configured (or not known yet). */
export function useVkAppId(): number | null {
  return vkAppIdOf(useQuery(siteSettingsQueryOptions()).data);
}
