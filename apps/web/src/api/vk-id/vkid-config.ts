/**
 * VK ID set-up shared by the one-tap widget, the profile's «link VK ID» and the callback page: the
 * return address, and the one-time `state` and PKCE code verifier with the flow they started, kept in
 * this tab's sessionStorage until the callback checks the state and hands the verifier to our server
 * for the code exchange (decision 036). The app id comes from the server's settings
 * (`useVkAppId` in api/site-settings.ts).
 */

const STORAGE_KEY = "vkid:login";

/** The VK ID return address, the route of vk-callback-page.tsx: {origin}/oauth/vk/callback. */
export function vkRedirectUrl(origin = window.location.origin): string {
  return `${origin}/oauth/vk/callback`;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A cryptographically random string of `length` URL-safe characters. */
export function randomToken(length = 48): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** What a trip to VK ID is for: signing in (or up), or linking VK ID to the signed-in account. */
export type VkFlow = "signin" | "link";

export interface VkLoginSecrets {
  state: string;
  codeVerifier: string;
  flow: VkFlow;
}

/** Creates and remembers fresh secrets for one VK ID attempt of `flow`. */
export function prepareVkLogin(flow: VkFlow = "signin"): VkLoginSecrets {
  const secrets = { state: randomToken(), codeVerifier: randomToken(64), flow };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(secrets));
  return secrets;
}

/** The remembered secrets, forgotten as they are read (a state is good for one callback only). */
export function takeVkLogin(): VkLoginSecrets | null {
  const raw = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  try {
    const value = raw ? (JSON.parse(raw) as Partial<VkLoginSecrets>) : null;
    return typeof value?.state === "string" && typeof value.codeVerifier === "string"
      ? {
          state: value.state,
          codeVerifier: value.codeVerifier,
          flow: value.flow === "link" ? "link" : "signin",
        }
      : null;
  } catch {
    return null;
  }
}
