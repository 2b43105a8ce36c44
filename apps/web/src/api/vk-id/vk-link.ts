/**
 * Starts linking VK ID to the signed-in account (the profile's «link VK ID»): off to VK ID by redirect,
 * back to /oauth/vk/callback, which sees the remembered "link" flow and links (vk-sign-in.ts).
 */
import { initVkLogin, loadVkSdk } from "./sdk.ts";

export async function startVkLink(appId: number, english: boolean): Promise<void> {
  const sdk = await loadVkSdk();
  initVkLogin(sdk, appId, "link");
  await sdk.Auth.login({
    lang: english ? sdk.Languages.ENG : sdk.Languages.RUS,
    scheme: sdk.Scheme.LIGHT,
  });
}
