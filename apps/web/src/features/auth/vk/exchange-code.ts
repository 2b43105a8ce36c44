/** The VK ID code exchange through the SDK (PKCE): a code and device id for a VK access token. */
import { loadVkSdk } from "../../../api/vk-id/sdk.ts";
import { vkRedirectUrl } from "../../../api/vk-id/vkid-config.ts";

export async function exchangeVkCode(
  appId: number,
  code: string,
  deviceId: string,
  secrets: { state: string; codeVerifier: string },
): Promise<string | undefined> {
  const { Auth, Config } = await loadVkSdk();
  Config.init({
    app: appId,
    redirectUrl: vkRedirectUrl(),
    state: secrets.state,
    codeVerifier: secrets.codeVerifier,
  });
  const result = await Auth.exchangeCode(code, deviceId, secrets.codeVerifier);
  return result.access_token || undefined;
}
