import { createServer, type Server } from "node:http";

/** The VK app the e2e server is configured with (playwright.config.ts). */
export const E2E_VK_APP_ID = "51234567";

/**
 * VK ID's user-info call (POST /oauth2/user_info, form access_token + client_id), faked on loopback at
 * the address playwright.config.ts gives the server as VKID_API_URL: it knows the tokens it is given.
 */
export async function startFakeVkId(port: number, users: Record<string, object>): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      const user = users[form.get("access_token") ?? ""];
      const ok = request.url === "/oauth2/user_info" && form.get("client_id") === E2E_VK_APP_ID && user;
      response.writeHead(ok ? 200 : 401, { "content-type": "application/json" });
      response.end(
        JSON.stringify(ok ? { user } : { error: "invalid_token", error_description: "unknown token" }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}
