import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import i18n from "../i18n/index.ts";
import { PLANS, profileFixture, recordFetch, signInAs } from "../test/fixtures.tsx";
import { profileQueryOptions, refreshAccount, storeProfile, subscriptionQueryOptions } from "./account.ts";
import { plansQueryOptions } from "./plans.ts";
import { readSession } from "./session.ts";

const SUBSCRIPTION = { status: "trial", is_active: true };

function server() {
  return recordFetch(({ url }) => {
    if (url.pathname === "/api/auth/userinfo/") return { body: profileFixture() };
    if (url.pathname === "/draw/api/v1/free/subscription/") return { body: SUBSCRIPTION };
    if (url.pathname === "/draw/api/v1/free/plans/") return { body: PLANS };
    return undefined;
  });
}

describe("the account's shared data", () => {
  it("refreshes the profile, the subscription and the stored session together after a change", async () => {
    signInAs({ id: 7, username: "anna" });
    const requests = server();
    const client = new QueryClient();
    await client.fetchQuery(subscriptionQueryOptions(7));
    await client.fetchQuery(plansQueryOptions("ru"));
    requests.length = 0;

    await refreshAccount(client);

    // Nothing is on screen here: the subscription is marked stale for its next reader, the profile is
    // read at once for the session, the plans are left alone.
    expect(requests.map((r) => r.url.pathname)).toEqual(["/api/auth/userinfo/"]);
    expect(client.getQueryState(subscriptionQueryOptions(7).queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(plansQueryOptions("ru").queryKey)?.isInvalidated).toBe(false);
    expect(client.getQueryData(profileQueryOptions(7).queryKey)).toMatchObject({ id: 7 });
    expect(readSession()?.isSubscriptionActive).toBe(true);
    expect(readSession()?.plan).toMatchObject({ id: 2 });
  });

  it("keys the profile by the user, so another account never sees the previous one's", async () => {
    signInAs({ id: 7, username: "anna" });
    server();
    const client = new QueryClient();
    await client.fetchQuery(profileQueryOptions(7));
    expect(client.getQueryData(profileQueryOptions(8).queryKey)).toBeUndefined();
  });

  it("keys the subscription by the language: the plan's name is read again in a new one", async () => {
    signInAs({ id: 7, username: "anna" });
    const requests = server();
    const client = new QueryClient();
    await client.fetchQuery(subscriptionQueryOptions(7));
    try {
      await i18n.changeLanguage("en");
      expect(client.getQueryData(subscriptionQueryOptions(7).queryKey)).toBeUndefined();
      await client.fetchQuery(subscriptionQueryOptions(7));
      expect(requests.map((r) => r.headers.get("accept-language"))).toEqual(["ru", "en"]);
    } finally {
      await i18n.changeLanguage("ru");
    }
  });

  it("stores a profile a change answered with, in the cache and the session", () => {
    signInAs({ id: 7, username: "anna" });
    const client = new QueryClient();
    storeProfile(client, profileFixture({ first_name: "Анна" }));
    expect(client.getQueryData(profileQueryOptions(7).queryKey)).toMatchObject({ first_name: "Анна" });
    expect(readSession()?.user.first_name).toBe("Анна");
  });
});
