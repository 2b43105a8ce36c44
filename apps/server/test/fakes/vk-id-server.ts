import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A user the fake VK ID knows, as its user-info call describes one. */
export interface FakeVkUser {
  user_id: string;
  first_name: string;
  last_name: string;
  email?: string;
  /** VK's "verified page" tick: says nothing about the e-mail (decision 036). */
  verified?: boolean;
}

/** What the browser's trip to VK ID carried: the PKCE challenge and the return address. */
export interface FakeAuthorizeRequest {
  codeChallenge: string;
  redirectUri: string;
  /** The device id VK gives back with the code; random unless given. */
  deviceId?: string;
}

/**
 * A fake VK ID on loopback, as strict as VK ID's OAuth 2.1 API: `POST /oauth2/auth` exchanges a code
 * (grant_type=authorization_code) only with the code_verifier of its code_challenge (S256), the
 * device_id and redirect_uri it was issued with, the app's client_id, once, and before it expires;
 * `POST /oauth2/user_info` answers the user of an access token that exchange issued.
 */
export interface FakeVkIdServer {
  /** Base URL, to use as VKID_API_URL. */
  url: string;
  /** The app id the fake accepts as `client_id`. */
  appId: string;
  /** The person agrees at VK: a code (and device id) for `user`, as VK appends them to the redirect. */
  authorize(user: FakeVkUser, request: FakeAuthorizeRequest): { code: string; deviceId: string };
  /** Every form the fake received, with the path it was posted to. */
  requests: { path: string; form: Record<string, string> }[];
  close(): Promise<void>;
}

/** How long the fake keeps a code: VK's codes are short-lived and single-use. */
export const FAKE_CODE_LIFETIME_MS = 10 * 60_000;

/** A PKCE pair (RFC 7636, S256) as the browser makes one: the verifier and its challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** Reads an application/x-www-form-urlencoded request body. */
export async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
}

/** Listens on 127.0.0.1 at a random port and resolves with the base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

interface IssuedCode extends Required<FakeAuthorizeRequest> {
  user: FakeVkUser;
  expiresAt: number;
}

/** Starts the fake VK ID for app `appId`; `now` is its clock (a test moves it to expire codes). */
export async function startFakeVkId(
  options: { appId?: string; now?: () => number } = {},
): Promise<FakeVkIdServer> {
  const appId = options.appId ?? "51234567";
  const now = options.now ?? Date.now;
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeVkUser>();
  const requests: FakeVkIdServer["requests"] = [];

  /** POST /oauth2/auth, grant_type=authorization_code: the checks VK ID's documentation lists. */
  function exchange(form: Record<string, string>): [number, unknown] {
    const refuse = (error: string, description: string): [number, unknown] => [
      400,
      { error, error_description: description },
    ];
    if (form.grant_type !== "authorization_code") return refuse("unsupported_grant_type", "grant_type");
    if (form.client_id !== appId) return refuse("invalid_client", "client_id is invalid");
    const issued = form.code ? codes.get(form.code) : undefined;
    // A code is spent by its first exchange, right or wrong: a second try never succeeds.
    if (form.code) codes.delete(form.code);
    if (!issued) return refuse("invalid_grant", "code is invalid or already used");
    if (issued.expiresAt <= now()) return refuse("invalid_grant", "code is expired");
    if (!form.code_verifier) return refuse("invalid_request", "code_verifier is missing");
    const challenge = createHash("sha256").update(form.code_verifier).digest("base64url");
    if (challenge !== issued.codeChallenge) return refuse("invalid_grant", "code_verifier is invalid");
    if (form.device_id !== issued.deviceId) return refuse("invalid_grant", "device_id is invalid");
    if (form.redirect_uri !== issued.redirectUri) return refuse("invalid_grant", "redirect_uri is invalid");
    if (!form.state) return refuse("invalid_request", "state is missing");
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, issued.user);
    return [
      200,
      {
        access_token: accessToken,
        refresh_token: randomBytes(24).toString("base64url"),
        id_token: "",
        token_type: "Bearer",
        expires_in: 3600,
        user_id: Number(issued.user.user_id),
        state: form.state,
        scope: "vkid.personal_info email",
      },
    ];
  }

  /** POST /oauth2/user_info: the user of an access token the exchange issued. */
  function userInfo(form: Record<string, string>): [number, unknown] {
    if (form.client_id !== appId) return [400, { error: "invalid_client", error_description: "client_id" }];
    const user = form.access_token ? tokens.get(form.access_token) : undefined;
    if (!user)
      return [401, { error: "invalid_token", error_description: "access_token is missing or invalid" }];
    return [200, { user: { phone: "", avatar: "", sex: 0, birthday: "", verified: false, ...user } }];
  }

  const server = createServer(async (request, response) => {
    const path = request.url ?? "";
    const route = { "/oauth2/auth": exchange, "/oauth2/user_info": userInfo }[path];
    if (request.method !== "POST" || !route) {
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"not_found"}');
      return;
    }
    const form = await readForm(request);
    requests.push({ path, form });
    const [status, body] = route(form);
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
  const url = await listen(server);
  return {
    url,
    appId,
    requests,
    authorize(user, request) {
      const code = randomBytes(24).toString("base64url");
      const deviceId = request.deviceId ?? randomBytes(16).toString("hex");
      codes.set(code, { ...request, deviceId, user, expiresAt: now() + FAKE_CODE_LIFETIME_MS });
      return { code, deviceId };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The redirect URI the test app (PUBLIC_URL http://mandala.test) sends VK ID. */
export const TEST_VK_REDIRECT_URI = "http://mandala.test/oauth/vk/callback";

/**
 * The browser's whole trip to VK ID for `user` as the body our API takes: a fresh PKCE pair, the code
 * and device id VK gave back, and a state.
 */
export function vkTrip(vk: FakeVkIdServer, user: FakeVkUser) {
  const { verifier, challenge } = pkcePair();
  const { code, deviceId } = vk.authorize(user, {
    codeChallenge: challenge,
    redirectUri: TEST_VK_REDIRECT_URI,
  });
  return { code, device_id: deviceId, state: randomBytes(16).toString("hex"), code_verifier: verifier };
}
