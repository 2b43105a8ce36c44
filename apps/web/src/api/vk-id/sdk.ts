/**
 * Loads @vkid/sdk (a chunk of its own). When VK's hosts cannot be reached, the SDK's own background
 * calls (its statistics and tracker requests) fail in promises nobody awaits: those network failures
 * are noted as warnings instead of surfacing as uncaught errors. Our own calls to VK are awaited and
 * their failures become messages for the person (vk-one-tap.tsx, vk-link.ts). The SDK only starts the
 * trip: our server exchanges the code VK sends back (features/auth/vk/vk-sign-in.ts).
 */
import { prepareVkLogin, type VkFlow, vkRedirectUrl } from "./vkid-config.ts";

let quieted = false;

/** True for the TypeError a failed fetch rejects with (offline, refused, DNS), in any browser. */
export function isFetchFailure(reason: unknown): boolean {
  return (
    reason instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed/i.test(reason.message)
  );
}

export function quietVkNetworkFailure(event: PromiseRejectionEvent): void {
  if (!isFetchFailure(event.reason)) return;
  event.preventDefault();
  console.warn("VK ID could not be reached:", (event.reason as Error).message);
}

export async function loadVkSdk() {
  const sdk = await import("@vkid/sdk");
  if (!quieted) {
    quieted = true;
    window.addEventListener("unhandledrejection", quietVkNetworkFailure);
  }
  return sdk;
}

export type VkSdk = Awaited<ReturnType<typeof loadVkSdk>>;

/** Sets the SDK up for one VK ID attempt of `flow` by redirect, with fresh secrets the callback checks. */
export function initVkLogin(sdk: VkSdk, appId: number, flow: VkFlow): void {
  const { state, codeVerifier } = prepareVkLogin(flow);
  sdk.Config.init({
    app: appId,
    redirectUrl: vkRedirectUrl(),
    state,
    codeVerifier,
    scope: "email phone",
    mode: sdk.ConfigAuthMode.Redirect,
    responseMode: sdk.ConfigResponseMode.Redirect,
  });
}
