/**
 * The callback's work (spec sections 2, 5 and 8): check the parameters and the `state` remembered when
 * the trip to VK began, exchange the code through the SDK, then let our server verify the VK token and
 * either start the session (sign-in) or link VK ID to the signed-in account (the profile's «link»).
 */

import { ApiError } from "../../../api/client.ts";
import type { VkFlow, VkLoginSecrets } from "../../../api/vk-id/vkid-config.ts";
import { vkLink, vkLogin } from "../api/vk-login.ts";
import { AuthFlowError, isNetworkError, serverDetail } from "../auth-error.ts";
import { startSession } from "../session.ts";
import { exchangeVkCode } from "./exchange-code.ts";

/** The i18n key of a trip the person cancelled at VK. */
export const VK_CANCELLED = "vk.cancelled";

/**
 * A VK account new here: signing in registers it, which needs the consent to the processing of
 * personal data. The page asks for it, then finishes with `consentAndSignIn(token)`.
 */
export class VkConsentNeeded extends Error {
  constructor(readonly accessToken: string) {
    super("consent.required");
    this.name = "VkConsentNeeded";
  }
}

/** Signs in with a verified VK token, registering the VK account with the consent just given. */
export async function consentAndSignIn(accessToken: string): Promise<void> {
  const reply = await askServer(
    () => vkLogin({ access_token: accessToken, personal_data_consent: true }),
    FAILURES.signin.server,
  );
  await startSession({ access: reply.access_token, refresh: reply.refresh_token });
}

/** The i18n keys (namespace auth) of a flow's failures at VK or at our server. */
const FAILURES: Record<VkFlow, { failed: string; unreachable: string; server: string }> = {
  signin: { failed: "vk.failed", unreachable: "vk.unreachable", server: "vk.serverFailed" },
  link: { failed: "vkLink.failed", unreachable: "vkLink.unreachable", server: "vkLink.failed" },
};

/** A call to our server whose refusal becomes the server's own sentence (or `fallback`). */
async function askServer<T>(call: () => Promise<T>, fallback: string): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isNetworkError(error)) throw new AuthFlowError("errors.network");
    throw new AuthFlowError(
      fallback,
      serverDetail(error),
      error instanceof ApiError ? error.body.code : undefined,
    );
  }
}

/**
 * Completes a trip to VK ID that `secrets` (taken from storage, null when none were remembered) began;
 * `loadAppId` gives the configured VK app (null when VK ID is not set up) and is asked only once the
 * callback's parameters and state have been checked.
 */
export async function completeVkCallback(
  params: URLSearchParams,
  secrets: VkLoginSecrets | null,
  loadAppId: () => Promise<number | null>,
): Promise<void> {
  const code = params.get("code");
  const deviceId = params.get("device_id");
  const state = params.get("state");
  const error = params.get("error");
  // The person said no at VK (OAuth's access_denied), or came back with nothing: not an error of theirs.
  if (error === "access_denied" || /cancel/i.test(error ?? "") || (!error && !code && !deviceId)) {
    throw new AuthFlowError(VK_CANCELLED);
  }
  const failures = FAILURES[secrets?.flow ?? "signin"];
  if (error) throw new AuthFlowError(failures.failed);
  if (!code || !deviceId) throw new AuthFlowError("vk.invalidParams");
  if (!state || !secrets || secrets.state !== state) throw new AuthFlowError("vk.stateMismatch");
  const appId = await loadAppId();
  if (!appId) throw new AuthFlowError("vk.misconfigured");

  let accessToken: string | undefined;
  try {
    accessToken = await exchangeVkCode(appId, code, deviceId, secrets);
  } catch (error) {
    throw new AuthFlowError(isNetworkError(error) ? failures.unreachable : failures.failed);
  }
  if (!accessToken) throw new AuthFlowError("vk.tokenMissing");

  const token = { access_token: accessToken };
  if (secrets.flow === "link") {
    await askServer(() => vkLink(token), failures.server);
    return;
  }
  let reply: Awaited<ReturnType<typeof vkLogin>>;
  try {
    reply = await askServer(() => vkLogin(token), failures.server);
  } catch (error) {
    if (error instanceof AuthFlowError && error.code === "consent.required")
      throw new VkConsentNeeded(accessToken);
    throw error;
  }
  await startSession({ access: reply.access_token, refresh: reply.refresh_token });
}
