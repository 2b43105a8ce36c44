import { afterEach, describe, expect, it, vi } from "vitest";
import { getHomePlans } from "./get-plans.ts";

describe("the home page's plans", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are asked for in the page's language, whatever the browser prefers", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response("[]", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await getHomePlans("ru");
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ "accept-language": "ru" });
  });
});
