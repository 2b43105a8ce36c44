import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordFetch, renderAt, signInAs } from "../../../test/fixtures.tsx";
import { SharePanel } from "./share-panel.tsx";

const link = {
  token: "abc",
  path: "/s/abc",
  visits: 2,
  coloured: true,
  show_phrase: false,
  created_at: "2026-11-20T10:00:00.000Z",
};

function withLink() {
  signInAs();
  recordFetch(({ url }) =>
    url.pathname === "/api/mandalas/5/shares" ? { body: { results: [link] } } : undefined,
  );
}

describe("SharePanel", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the link was copied, then offers to copy again", async () => {
    withLink();
    const user = userEvent.setup();
    renderAt(<SharePanel id={5} />);
    await user.click(await screen.findByRole("button", { name: "Копировать" }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/s/abc`);
    expect(screen.getByRole("button", { name: "Скопировано ✓" })).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Копировать" }, { timeout: 3000 })).toBeTruthy();
  });

  it("says how to copy by hand when the browser refuses", async () => {
    withLink();
    const user = userEvent.setup();
    renderAt(<SharePanel id={5} />);
    const button = await screen.findByRole("button", { name: "Копировать" });
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    await user.click(button);
    expect(screen.getByRole("status").textContent).toBe(
      "Браузер не дал скопировать: выделите ссылку и скопируйте её вручную.",
    );
  });
});
