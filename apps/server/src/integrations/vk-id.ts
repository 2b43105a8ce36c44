/** The VK ID user, as verified by VK from an access token. */
export interface VkIdUser {
  /** VK's user id, as a decimal string. */
  id: string;
  firstName: string;
  lastName: string;
  /** The e-mail VK knows for the user, if the token's scope allows it. */
  email: string | null;
  /** Whether VK reports the account (and so its e-mail) as verified. */
  verified: boolean;
}

/** Why a VK ID call failed: the token was refused, or VK could not be reached. */
export class VkIdError extends Error {
  constructor(
    readonly kind: "invalid_token" | "unavailable",
    message: string,
  ) {
    super(message);
    this.name = "VkIdError";
  }
}

/** Talks to VK ID's OAuth 2.1 API. */
export interface VkIdClient {
  /** False when no VK app id is configured: VK login is off. */
  readonly configured: boolean;
  /** Verifies `accessToken` with VK ID's user-info call; throws VkIdError when it is refused. */
  fetchUser(accessToken: string): Promise<VkIdUser>;
}

interface UserInfoReply {
  user?: {
    user_id?: string | number;
    first_name?: string;
    last_name?: string;
    email?: string;
    verified?: boolean;
  };
  error?: string;
  error_description?: string;
}

const TIMEOUT_MS = 5_000;

/** A VK ID client for app `appId` at `apiUrl` (https://id.vk.com, or a fake in tests). */
export function createVkIdClient(options: { apiUrl: string; appId: string | undefined }): VkIdClient {
  const endpoint = `${options.apiUrl.replace(/\/+$/, "")}/oauth2/user_info`;
  return {
    configured: Boolean(options.appId),
    async fetchUser(accessToken) {
      if (!options.appId) throw new VkIdError("unavailable", "VKID_APP_ID is not set");
      const body = new URLSearchParams({ access_token: accessToken, client_id: options.appId });
      let reply: UserInfoReply;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (response.status >= 500) throw new VkIdError("unavailable", `VK ID answered ${response.status}`);
        reply = (await response.json()) as UserInfoReply;
      } catch (error) {
        if (error instanceof VkIdError) throw error;
        throw new VkIdError("unavailable", `VK ID is unreachable: ${(error as Error).message}`);
      }
      const user = reply.user;
      if (reply.error || !user || user.user_id === undefined || String(user.user_id) === "") {
        throw new VkIdError(
          "invalid_token",
          reply.error_description ?? reply.error ?? "no user in the reply",
        );
      }
      return {
        id: String(user.user_id),
        firstName: user.first_name ?? "",
        lastName: user.last_name ?? "",
        email: user.email?.trim() ? user.email.trim() : null,
        verified: user.verified === true,
      };
    },
  };
}
