/**
 * VK ID's OAuth 2.1 API, called by our server: the authorization code the browser brought back from VK
 * is exchanged here (VK ID's documentation recommends the exchange on the backend, so VK's tokens never
 * live in the browser), then the user is read with the access token it gave.
 */

/** The VK ID user, as VK itself answers for the exchanged code. */
export interface VkIdUser {
  /** VK's user id, as a decimal string. */
  id: string;
  firstName: string;
  lastName: string;
  /**
   * The e-mail VK knows for the user, if the `email` scope was granted. VK ID does not document it as
   * confirmed, and user_info's `verified` is the VK page's "verified" tick (a real name checked through
   * Gosuslugi, a bank ID, VK Pay, or a public figure's blue tick), not the e-mail: so `verified` is not
   * read at all, and this address counts as unconfirmed here (decision 036).
   */
  email: string | null;
}

/** What the browser brought back from VK ID, and the PKCE verifier of the trip it started. */
export interface VkAuthorizationCode {
  code: string;
  deviceId: string;
  state: string;
  codeVerifier: string;
}

/** Why a VK ID call failed: VK refused the code (or its token), or VK could not be reached. */
export class VkIdError extends Error {
  readonly kind: "refused" | "unavailable";

  constructor(kind: "refused" | "unavailable", message: string) {
    super(message);
    this.name = "VkIdError";
    this.kind = kind;
  }
}

/** Talks to VK ID's OAuth 2.1 API. */
export interface VkIdClient {
  /** False when no VK app id is configured: VK login is off. */
  readonly configured: boolean;
  /** Exchanges `authorization` for VK's tokens and reads their user; throws VkIdError when VK refuses. */
  exchangeCode(authorization: VkAuthorizationCode): Promise<VkIdUser>;
}

interface VkReply {
  error?: string;
  error_description?: string;
}

interface TokenReply extends VkReply {
  access_token?: string;
  state?: string;
}

interface UserInfoReply extends VkReply {
  user?: { user_id?: string | number; first_name?: string; last_name?: string; email?: string };
}

const TIMEOUT_MS = 5_000;

/**
 * The page VK ID sends the person back to, on the site at `publicUrl`: the web's callback route, and
 * the trusted redirect URL to set in VK ID's cabinet (docs/configuration.md). VK checks the exchange's
 * redirect_uri against the one the trip began with, so both come from PUBLIC_URL.
 */
export function vkRedirectUri(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/oauth/vk/callback`;
}

/**
 * A VK ID client for app `appId` at `apiUrl` (https://id.vk.com, or a fake in tests); `redirectUri` is
 * the trusted redirect URL of the app's settings in VK ID's cabinet, the one the browser was sent back to.
 */
export function createVkIdClient(options: {
  apiUrl: string;
  appId: string | undefined;
  redirectUri: string;
}): VkIdClient {
  const base = options.apiUrl.replace(/\/+$/, "");

  /** POSTs `form` to `path` (VK ID takes forms, not JSON) and reads the JSON answer. */
  async function post<T extends VkReply>(path: string, form: Record<string, string>): Promise<T> {
    try {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        body: new URLSearchParams(form),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status >= 500) throw new VkIdError("unavailable", `VK ID answered ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof VkIdError) throw error;
      throw new VkIdError("unavailable", `VK ID is unreachable: ${(error as Error).message}`);
    }
  }

  const refused = (reply: VkReply, fallback: string) =>
    new VkIdError("refused", reply.error_description ?? reply.error ?? fallback);

  return {
    configured: Boolean(options.appId),
    async exchangeCode({ code, deviceId, state, codeVerifier }) {
      const clientId = options.appId;
      if (!clientId) throw new VkIdError("unavailable", "VKID_APP_ID is not set");
      const tokens = await post<TokenReply>("/oauth2/auth", {
        grant_type: "authorization_code",
        code,
        code_verifier: codeVerifier,
        client_id: clientId,
        device_id: deviceId,
        redirect_uri: options.redirectUri,
        state,
      });
      // VK answers the state it was sent: another one means the answer is not to this request.
      if (tokens.error || !tokens.access_token || tokens.state !== state)
        throw refused(tokens, "no access token in the reply");
      const info = await post<UserInfoReply>("/oauth2/user_info", {
        access_token: tokens.access_token,
        client_id: clientId,
      });
      const user = info.user;
      if (info.error || !user || user.user_id === undefined || String(user.user_id) === "")
        throw refused(info, "no user in the reply");
      return {
        id: String(user.user_id),
        firstName: user.first_name ?? "",
        lastName: user.last_name ?? "",
        email: user.email?.trim() ? user.email.trim() : null,
      };
    },
  };
}
