import { readFileSync } from "node:fs";
import path from "node:path";
import type { TSubscriptionState } from "@mandala/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { readSession } from "../../api/session.ts";
import i18n from "../../i18n/index.ts";
import { profileFixture } from "../../test/fixtures.tsx";
import { renderProfilePage, stubFetch } from "./test/render.tsx";

const css = readFileSync(path.join(import.meta.dirname, "profile.module.css"), "utf8");

beforeEach(async () => {
  await i18n.changeLanguage("en");
});

function serve(profile = profileFixture()) {
  return stubFetch((method, path) =>
    method === "GET" && path === "/api/auth/userinfo/" ? { body: profile } : undefined,
  );
}

describe("ProfilePage", () => {
  it("shows the loading state, then name, join date, subscription, quota, account and empty sets", async () => {
    serve();
    renderProfilePage();
    expect(screen.getByText("Loading your profile…")).toBeTruthy();
    expect(await screen.findByRole("heading", { level: 1, name: "anna" })).toBeTruthy();
    expect(screen.getByText(/Member since May 12, 2025/)).toBeTruthy();
    expect(screen.getByText("Trial").getAttribute("data-status")).toBe("trial");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuetext")).toBe("100 / 100");
    expect(screen.getByText("You have not bought any learning sets yet.")).toBeTruthy();
    expect(screen.queryByText("Unlock the mandala builder")).toBeNull();
  });

  it("links to the saved mandalas", async () => {
    serve();
    renderProfilePage();
    const link = await screen.findByRole("link", { name: "My mandalas" });
    expect(link.getAttribute("href")).toBe("/mandalas");
  });

  it("says when the e-mail has been verified", async () => {
    serve();
    renderProfilePage("/profile?email=verified");
    expect(await screen.findByText(/Your e-mail is verified/)).toBeTruthy();
  });

  it("shows the upgrade banner without a current plan", async () => {
    serve(
      profileFixture({
        subscription_status: { is_active: false },
        subscription_details: null,
        mandala_drawings: { allowed: 0, used: 0, remaining: 0, reset_date: null },
      }),
    );
    renderProfilePage();
    const banner = await screen.findByRole("complementary");
    expect(within(banner).getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe("/payment");
    expect(screen.getByText("No plan")).toBeTruthy();
    expect(screen.getByText("You have no plan yet.")).toBeTruthy();
  });

  it("offers the plan last held again once it has ended", async () => {
    const details = profileFixture().subscription_details;
    serve(
      profileFixture({
        subscription_status: { is_active: false },
        subscription_details: details && { ...details, status: "expired", days_remaining: 0 },
        mandala_drawings: { allowed: 0, used: 0, remaining: 0, reset_date: null },
      }),
    );
    renderProfilePage();
    const banner = await screen.findByRole("complementary");
    expect(within(banner).getByRole("link", { name: "Choose a plan" }).getAttribute("href")).toBe(
      "/payment?plan=2",
    );
  });

  it.each([
    [0, "none", "You have used all mandalas of this period."],
    [19, "low", "Only a few mandalas are left in this period."],
    [20, "plenty", "You have plenty of mandalas left."],
  ] as const)("colours the quota bar: %i of 100 is %s", async (remaining, level, text) => {
    serve(
      profileFixture({
        mandala_drawings: { allowed: 100, used: 100 - remaining, remaining, reset_date: null },
      }),
    );
    renderProfilePage();
    const bar = await screen.findByRole("progressbar");
    expect(bar.closest("[data-level]")?.getAttribute("data-level")).toBe(level);
    expect(bar.getAttribute("aria-valuetext")).toBe(`${remaining} / 100`);
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
  });

  it.each([
    ["a monthly plan that renews", "2026-12-23T10:00:00.000Z", "Refills on December 23, 2026."],
    ["a one-time plan, a trial or renewal off", null, "Access until December 23, 2026."],
  ] as const)("promises a refill only on the date the balance refills: %s", async (_case, refill, text) => {
    const details = profileFixture().subscription_details;
    serve(
      profileFixture({
        subscription_details: details && {
          ...details,
          status: "active",
          is_trial: false,
          expiry_date: "2026-12-23T10:00:00.000Z",
          end_date: "2026-12-23T10:00:00.000Z",
        },
        mandala_drawings: { allowed: 30, used: 30, remaining: 0, reset_date: refill },
      }),
    );
    renderProfilePage();
    const bar = await screen.findByRole("progressbar");
    const note = bar.closest("[data-level]")?.querySelector("p:last-child")?.textContent ?? "";
    expect(note).toBe(`You have used all mandalas of this period. ${text}`);
  });

  it.each(["trial", "active", "pending", "canceled", "expired"] as const)(
    "gives the %s badge its colour token",
    async (status: TSubscriptionState) => {
      const details = profileFixture().subscription_details;
      serve(profileFixture({ subscription_details: details && { ...details, status } }));
      renderProfilePage();
      const badge = await screen.findByText(i18n.t(`profile:subscription.status.${status}`));
      expect(badge.className).toContain(`badge-${status}`);
      expect(css).toMatch(new RegExp(`\\.badge-${status}[^}]*--badge-color: var\\(--badge-${status}\\)`));
    },
  );

  it("lists purchased sets, each linked to its page and downloaded at once", async () => {
    serve(
      profileFixture({
        purchased_learning_sets: [
          {
            id: 1,
            slug: "garmoniya",
            name: "Harmony",
            topic_name: "Pairs",
            icon_url: "",
            purchased_at: "2025-05-13T00:00:00Z",
          },
        ],
      }),
    );
    renderProfilePage();
    const link = await screen.findByRole("link", { name: "Harmony" });
    expect(link.getAttribute("href")).toBe("/nabory/garmoniya");
    expect(screen.getByRole("button", { name: "Download the PDF of the set “Harmony”" })).toBeTruthy();
  });

  it("shows the error state with a retry", async () => {
    stubFetch(() => ({ status: 500, body: {} }));
    renderProfilePage();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load user profile");
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("edits the bio and details and saves them", async () => {
    let profile = profileFixture();
    const fetch = stubFetch((method, path, init) => {
      if (path !== "/api/auth/userinfo/" && path !== "/api/auth/profile/") return undefined;
      if (method === "PATCH") profile = { ...profile, ...(JSON.parse(String(init?.body)) as object) };
      return { body: profile };
    });
    const user = userEvent.setup();
    renderProfilePage();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    await user.type(screen.getByLabelText("First name"), "Anna");
    await user.type(screen.getByLabelText("Website"), "not a url");
    await user.type(screen.getByLabelText("Bio"), "I draw mandalas.");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Please enter a valid URL.")).toBeTruthy();
    expect(screen.getByLabelText("Website").getAttribute("aria-invalid")).toBe("true");
    await user.clear(screen.getByLabelText("Website"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Profile saved")).toBeTruthy();
    expect(screen.getByText("I draw mandalas.")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Anna" })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(true);
    await waitFor(() => expect(readSession()?.user.first_name).toBe("Anna"));
  });

  it("uploads an avatar and shows it at once, without reading the profile again", async () => {
    const updated = profileFixture({ avatar: "/uploads/avatars/7.webp" });
    const fetch = stubFetch((method, path) => {
      if (method === "GET" && path === "/api/auth/userinfo/") return { body: profileFixture() };
      if (method === "POST" && path === "/api/auth/profile/avatar/") return { body: updated };
      return undefined;
    });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:preview");
    const user = userEvent.setup();
    renderProfilePage();
    const input = (await screen.findByLabelText("Choose a photo")) as HTMLInputElement;
    await user.upload(input, new File(["png"], "me.png", { type: "image/png" }));
    await user.click(screen.getByRole("button", { name: "Upload" }));
    expect(await screen.findByText("Avatar updated")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Avatar of anna" }).getAttribute("src")).toBe(
      "/uploads/avatars/7.webp",
    );
    expect(fetch.mock.calls.filter(([input]) => String(input).endsWith("/userinfo/"))).toHaveLength(1);
  });

  it("refuses an avatar of the wrong type or size before uploading", async () => {
    const fetch = serve();
    const user = userEvent.setup({ applyAccept: false });
    renderProfilePage();
    const input = (await screen.findByLabelText("Choose a photo")) as HTMLInputElement;
    await user.upload(input, new File(["gif"], "a.gif", { type: "image/gif" }));
    expect(screen.getByRole("alert").textContent).toBe("The avatar must be a JPEG, PNG or WebP image");
    await user.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png", { type: "image/png" }),
    );
    expect(screen.getByRole("alert").textContent).toBe("The avatar must be at most 2 MB");
    expect(fetch.mock.calls.every(([, init]) => init?.method !== "POST")).toBe(true);
  });
});
