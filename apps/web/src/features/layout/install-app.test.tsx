import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderAt } from "../../test/fixtures.tsx";
import { startInstallableApp } from "../../ui/app-install.ts";
import { InstallApp } from "./install-app.tsx";

startInstallableApp();

/** The browser offers an install, as Chromium does; answers the offer's prompt. */
function offerInstall() {
  const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: "accepted" as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

describe("the install button", () => {
  it("shows nothing where the browser offers no install, and installs when it does", async () => {
    renderAt(<InstallApp />);
    expect(screen.queryByRole("button", { name: "Установить приложение" })).toBeNull();
    const offer = offerInstall();
    // The browser's own banner waits for the page's button.
    expect(offer.defaultPrevented).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Установить приложение" })));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole("button", { name: "Установить приложение" })).toBeNull();
  });

  it("goes for good on this device after a “not now”", () => {
    renderAt(<InstallApp />);
    offerInstall();
    fireEvent.click(screen.getByRole("button", { name: "Не сейчас" }));
    expect(screen.queryByRole("button", { name: "Установить приложение" })).toBeNull();
    offerInstall();
    expect(screen.queryByRole("button", { name: "Установить приложение" })).toBeNull();
  });
});
