import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A user the fake VK ID knows, reached through one access token. */
export interface FakeVkUser {
  user_id: string;
  first_name: string;
  last_name: string;
  email?: string;
  verified?: boolean;
}

/** A fake VK ID on loopback answering `POST /oauth2/user_info` like the real one. */
export interface FakeVkIdServer {
  /** Base URL, to use as VKID_API_URL. */
  url: string;
  /** The app id the fake accepts as `client_id`. */
  appId: string;
  /** Makes `token` a valid access token of `user`. */
  addToken(token: string, user: FakeVkUser): void;
  /** Every form the fake received. */
  requests: Record<string, string>[];
  close(): Promise<void>;
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

/** Starts the fake VK ID for app `appId`. */
export async function startFakeVkId(appId = "51234567"): Promise<FakeVkIdServer> {
  const tokens = new Map<string, FakeVkUser>();
  const requests: Record<string, string>[] = [];
  const server = createServer(async (request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    if (request.method !== "POST" || request.url !== "/oauth2/user_info")
      return send(404, { error: "not_found" });
    const form = await readForm(request);
    requests.push(form);
    if (form.client_id !== appId) {
      return send(400, { error: "invalid_client", error_description: "client_id is invalid" });
    }
    const user = form.access_token ? tokens.get(form.access_token) : undefined;
    if (!user)
      return send(401, { error: "invalid_token", error_description: "access_token is missing or invalid" });
    return send(200, { user: { phone: "", avatar: "", sex: 0, birthday: "", verified: false, ...user } });
  });
  const url = await listen(server);
  return {
    url,
    appId,
    requests,
    addToken: (token, user) => void tokens.set(token, user),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
