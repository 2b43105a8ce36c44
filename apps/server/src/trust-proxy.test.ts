import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.ts";

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  const ctx = useTestApp({ TRUST_PROXY: "1" });

  it("limits sign-ins by the address the proxy saw, whatever X-Forwarded-For the client sends", async () => {
    const signIn = (i: number) =>
      ctx.app.inject({
        method: "POST",
        url: "/api/auth/token/",
        remoteAddress: "127.0.0.1",
        // The client wrote the first address; the proxy appended the one it saw.
        headers: { "x-forwarded-for": `198.51.100.${i}, 203.0.113.7`, "accept-language": "ru" },
        payload: { username: `nobody${i}`, password: "wrong-password" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(i)).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
