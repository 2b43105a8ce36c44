import { createHash, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";

/** The VK app the e2e server is configured with (playwright.config.ts). */
export const E2E_VK_APP_ID = "51234567";

/** A VK user as VK ID's user-info call describes one (user_id, first_name, last_name, email, verified). */
type FakeVkUser = object;

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where playwright.config.ts points the server's VKID_API_URL (for the app at `appPort`): the next port. */
const fakeUrl = (appPort: number) => `http://127.0.0.1:${appPort + 1}`;

interface IssuedCode {
  person: string;
  challenge: string;
  redirectUri: string;
  deviceId: string;
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/**
 * VK ID on loopback at `port`, as strict as the server's own fake: `POST /oauth2/auth` exchanges a code
 * once, only with its PKCE verifier, device id, return address and the app's client_id;
 * `POST /oauth2/user_info` answers the user of the access token it gave. The journeys tell it who the
 * people are (POST /people, JSON { person, user }) and, acting as VK's authorize page, which codes it
 * issued (POST /codes). One fake serves every spec of a run (started by global-setup.ts).
 */
export async function startFakeVkId(port: number, known: Record<string, FakeVkUser> = {}): Promise<Server> {
  const people = new Map(Object.entries(known));
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, FakeVkUser>();

  function answer(path: string | undefined, form: URLSearchParams): [number, object] {
    const refuse = (error: string): [number, object] => [400, { error, error_description: error }];
    if (form.get("client_id") !== E2E_VK_APP_ID) return refuse("invalid_client");
    if (path === "/oauth2/user_info") {
      const user = tokens.get(form.get("access_token") ?? "");
      return user ? [200, { user }] : [401, { error: "invalid_token", error_description: "unknown token" }];
    }
    if (path !== "/oauth2/auth" || form.get("grant_type") !== "authorization_code")
      return refuse("unsupported_grant_type");
    const code = form.get("code") ?? "";
    const issued = codes.get(code);
    codes.delete(code);
    const user = issued && people.get(issued.person);
    const fits =
      issued &&
      user &&
      s256(form.get("code_verifier") ?? "") === issued.challenge &&
      form.get("device_id") === issued.deviceId &&
      form.get("redirect_uri") === issued.redirectUri;
    if (!fits) return refuse("invalid_grant");
    const accessToken = randomBytes(16).toString("hex");
    tokens.set(accessToken, user);
    return [
      200,
      { access_token: accessToken, refresh_token: "vk-refresh", expires_in: 3600, state: form.get("state") },
    ];
  }

  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      if (request.url === "/people" || request.url === "/codes") {
        const given = JSON.parse(body);
        if (request.url === "/people") people.set(given.person, given.user);
        else codes.set(given.code, given.issued);
        response.writeHead(204).end();
        return;
      }
      const [status, reply] = answer(request.url, new URLSearchParams(body));
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return server;
}

async function tellFake(path: "/people" | "/codes", body: object, appPort = PORT): Promise<void> {
  const response = await fetch(`${fakeUrl(appPort)}${path}`, { method: "POST", body: JSON.stringify(body) });
  if (response.status !== 204) throw new Error(`the fake VK ID refused ${path}: ${response.status}`);
}

/** Makes `person` someone the fake VK ID knows as `user`. */
export function addFakeVkUser(person: string, user: FakeVkUser): Promise<void> {
  return tellFake("/people", { person, user });
}

/** VK's authorize page agreeing for `person`: a fresh code and device id for that trip's challenge. */
async function issueCode(person: string, challenge: string, redirectUri: string, appPort = PORT) {
  const code = randomBytes(12).toString("hex");
  const deviceId = randomBytes(8).toString("hex");
  await tellFake("/codes", { code, issued: { person, challenge, redirectUri, deviceId } }, appPort);
  return { code, device_id: deviceId };
}

/**
 * VK ID's side in `page`: its authorize page sends the person straight back to the redirect address
 * with a code issued for `person` and the state it was given (as if they agreed), and VK's other calls
 * (the SDK's statistics) get an empty answer. The code exchange itself is our server's, with the fake.
 */
export async function routeVkId(page: Page, person: string): Promise<void> {
  await page.route(/^https:\/\/([\w-]+\.)*vk\.(ru|com)\//, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/authorize") {
      const redirectUri = url.searchParams.get("redirect_uri") ?? "";
      const back = new URL(redirectUri);
      const issued = await issueCode(person, url.searchParams.get("code_challenge") ?? "", redirectUri);
      back.search = new URLSearchParams({ ...issued, state: url.searchParams.get("state") ?? "" }).toString();
      return route.fulfill({ status: 302, headers: { location: back.toString() } });
    }
    return route.fulfill({ json: {} });
  });
}

/**
 * A trip to VK ID for `person` that the one-tap widget began and VK answered, for the app at `appPort`:
 * the secrets the widget remembered (sessionStorage "vkid:login") and the callback VK sends back to.
 */
export async function vkReturn(person: string, appPort = PORT) {
  const secrets = {
    state: randomBytes(12).toString("hex"),
    codeVerifier: randomBytes(48).toString("base64url"),
    flow: "signin",
  };
  const redirectUri = `http://127.0.0.1:${appPort}/oauth/vk/callback`;
  const issued = await issueCode(person, s256(secrets.codeVerifier), redirectUri, appPort);
  return { secrets, path: `/oauth/vk/callback?${new URLSearchParams({ ...issued, state: secrets.state })}` };
}

/** Opens the callback as VK ID would after the one-tap widget, with the state and verifier it remembered. */
export async function returnFromVk(page: Page, person: string) {
  await routeVkId(page, person);
  const { secrets, path } = await vkReturn(person);
  await page.goto("/sitemap");
  await page.evaluate(
    (remembered) => sessionStorage.setItem("vkid:login", JSON.stringify(remembered)),
    secrets,
  );
  await page.goto(path);
}
