/**
 * The callback's work: check the parameters and the `state` remembered when
 * the trip to VK began, then hand the code, device id, state and the trip's PKCE code verifier to our
 * server, which exchanges the code with VK ID (as VK recommends: VK's tokens never reach the browser)
 * and either starts the session (sign-in) or links VK ID to the signed-in account (the profile's «link»).
 */

import type { TVkAuthorizationCode } from "@mandala/contract";
import { ApiError } from "../../../api/client.ts";
import type { VkFlow, VkLoginSecrets } from "../../../api/vk-id/vkid-config.ts";
import { vkLink, vkLogin } from "../api/vk-login.ts";
import { AuthFlowError, isNetworkError, serverDetail } from "../auth-error.ts";
import { startSession } from "../session.ts";

/** The i18n key of a trip the person cancelled at VK. */
export const VK_CANCELLED = "vk.cancelled";

/**
 * A VK account new here: signing in registers it, which needs the consent to the processing of
 * personal data. The page asks for it, then finishes with `consentAndSignIn(registration)`, the ticket
 * the server gave for this VK account (VK's code is single-use and already spent).
 */
export class VkConsentNeeded extends Error {
  readonly registration: string;

  constructor(registration: string) {
    super("consent.required");
    this.name = "VkConsentNeeded";
    this.registration = registration;
  }
}

/** Registers the VK account of the server's `registration` ticket with the consent just given. */
export async function consentAndSignIn(registration: string): Promise<void> {
  const reply = await askServer(
    () => vkLogin({ vk_registration: registration, personal_data_consent: true }),
    FAILURES.signin,
  );
  await startSession(reply.access_token);
}

/** The i18n keys (namespace auth) of a flow's failures: at VK, VK out of reach, at our server. */
const FAILURES: Record<VkFlow, { failed: string; unreachable: string; server: string }> = {
  signin: { failed: "vk.failed", unreachable: "vk.unreachable", server: "vk.serverFailed" },
  link: { failed: "vkLink.failed", unreachable: "vkLink.unreachable", server: "vkLink.failed" },
};

/**
 * Our server's refusal as the server's own sentence (or the flow's); VK ID out of reach of our server,
 * or VK login not set up, are said in the flow's own words.
 */
function refusal(error: unknown, failures: (typeof FAILURES)[VkFlow]): AuthFlowError {
  if (isNetworkError(error)) return new AuthFlowError("errors.network");
  const code = error instanceof ApiError ? error.body.code : undefined;
  if (code === "auth.vkUnavailable") return new AuthFlowError(failures.unreachable, undefined, code);
  if (code === "auth.vkMisconfigured") return new AuthFlowError("vk.misconfigured", undefined, code);
  return new AuthFlowError(failures.server, serverDetail(error), code);
}

/** A call to our server, its refusal made a sentence for the person. */
async function askServer<T>(call: () => Promise<T>, failures: (typeof FAILURES)[VkFlow]): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw refusal(error, failures);
  }
}

/** The registration ticket of a 400 consent.required, when that is what the server answered. */
function consentTicket(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.body.code !== "consent.required") return undefined;
  const ticket = error.body.vk_registration;
  return typeof ticket === "string" ? ticket : undefined;
}

/** Completes a trip to VK ID that `secrets` (taken from storage, null when none were remembered) began. */
export async function completeVkCallback(
  params: URLSearchParams,
  secrets: VkLoginSecrets | null,
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
  // Only the tab that began the trip knows its state: a callback sent by anyone else stops here.
  if (!state || !secrets || secrets.state !== state) throw new AuthFlowError("vk.stateMismatch");

  const authorization: TVkAuthorizationCode = {
    code,
    device_id: deviceId,
    state,
    code_verifier: secrets.codeVerifier,
  };
  if (secrets.flow === "link") {
    await askServer(() => vkLink(authorization), failures);
    return;
  }
  let reply: Awaited<ReturnType<typeof vkLogin>>;
  try {
    reply = await vkLogin(authorization);
  } catch (error) {
    const ticket = consentTicket(error);
    throw ticket ? new VkConsentNeeded(ticket) : refusal(error, failures);
  }
  await startSession(reply.access_token);
}
