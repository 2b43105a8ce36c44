/**
 * The callback's work (spec sections 2, 5 and 8): check the parameters and the `state` remembered by
 * the widget, exchange the code through the SDK, let our server verify the VK token, start the session.
 */
import { vkLogin } from "../api/vk-login.ts";
import { AuthFlowError, isNetworkError, serverDetail } from "../auth-error.ts";
import { startSession } from "../session.ts";
import { exchangeVkCode } from "./exchange-code.ts";
import { takeVkLogin } from "./vkid-config.ts";

/** The i18n key of a sign-in the person cancelled at VK. */
export const VK_CANCELLED = "vk.cancelled";

/**
 * Completes a VK ID sign-in; `loadAppId` gives the configured VK app (null when VK ID is not set up)
 * and is asked only once the callback's parameters and state have been checked.
 */
export async function completeVkSignIn(
  params: URLSearchParams,
  loadAppId: () => Promise<number | null>,
): Promise<void> {
  const code = params.get("code");
  const deviceId = params.get("device_id");
  const state = params.get("state");
  const error = params.get("error");
  const secrets = takeVkLogin();
  // The person said no at VK (OAuth's access_denied), or came back with nothing: not an error of theirs.
  if (error === "access_denied" || /cancel/i.test(error ?? "") || (!error && !code && !deviceId)) {
    throw new AuthFlowError(VK_CANCELLED);
  }
  if (error) throw new AuthFlowError("vk.failed");
  if (!code || !deviceId) throw new AuthFlowError("vk.invalidParams");
  if (!state || !secrets || secrets.state !== state) throw new AuthFlowError("vk.stateMismatch");
  const appId = await loadAppId();
  if (!appId) throw new AuthFlowError("vk.misconfigured");

  let accessToken: string | undefined;
  try {
    accessToken = await exchangeVkCode(appId, code, deviceId, secrets);
  } catch (error) {
    throw isNetworkError(error) ? new AuthFlowError("vk.unreachable") : new AuthFlowError("vk.failed");
  }
  if (!accessToken) throw new AuthFlowError("vk.tokenMissing");

  let reply: Awaited<ReturnType<typeof vkLogin>>;
  try {
    reply = await vkLogin({ access_token: accessToken });
  } catch (error) {
    if (isNetworkError(error)) throw new AuthFlowError("errors.network");
    throw new AuthFlowError("vk.serverFailed", serverDetail(error));
  }
  await startSession({ access: reply.access_token, refresh: reply.refresh_token });
}
