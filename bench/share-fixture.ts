/**
 * A share link to measure: an account (with a trial), a real drawing of a phrase, and a public link to
 * its picture, made through the API of the server at `baseUrl`. Answers the page's path, /s/{token}.
 */
import { request } from "@playwright/test";
import { registerViaApi } from "../e2e/support/accounts.ts";
import { realDrawingViaApi } from "../e2e/support/drawings.ts";
import { apiSignIn } from "../e2e/support/session.ts";

export async function sharePagePath(baseUrl: string, phrase = "Мой дом полон света"): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl });
  try {
    const session = await apiSignIn(api, await registerViaApi(api));
    const mandala = await realDrawingViaApi(api, session.access, phrase);
    const response = await api.post(`/api/mandalas/${mandala}/shares`, {
      headers: { authorization: `Bearer ${session.access}` },
      data: { show_phrase: true, coloured: false },
    });
    if (!response.ok()) throw new Error(`no share link: ${response.status()} ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    return `/s/${token}`;
  } finally {
    await api.dispose();
  }
}
