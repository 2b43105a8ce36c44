/**
 * The installable app (docs/decisions/049): the service worker registered in production builds (never by
 * `npm run dev`, whose files are not the build's), and the browser's offer to install the site, kept
 * for the install button. Only a browser that offers it (Chromium's `beforeinstallprompt`) shows one.
 */
import { useSyncExternalStore } from "react";

/** Chromium's install offer: not in the DOM's types. */
interface InstallOffer extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Where a person's "not now" is kept: the button does not come back on this device. */
const DISMISSED_KEY = "installDismissed";

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallOffer | null) {
  offer = next;
  for (const listener of listeners) listener();
}

function dismissedHere(): boolean {
  try {
    return localStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}

/**
 * Registers the service worker once the page has loaded (its install then fetches the app's files
 * without competing with the page's own), and listens for the browser's install offer. Run as an
 * entry starts.
 */
export function startInstallableApp(): void {
  window.addEventListener("beforeinstallprompt", (event) => {
    // The browser's own banner waits: the page offers the install where it chooses.
    event.preventDefault();
    if (!dismissedHere()) setOffer(event as InstallOffer);
  });
  window.addEventListener("appinstalled", () => setOffer(null));
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
      console.warn("the service worker was not registered:", error);
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's install offer, when there is one, with what the button does. */
export function useInstallOffer() {
  const current = useSyncExternalStore(
    subscribe,
    () => offer,
    () => null,
  );
  if (!current) return null;
  return {
    /** Shows the browser's install dialog; the offer is used up either way. */
    async install() {
      setOffer(null);
      await current.prompt();
    },
    /** "Not now": the button goes, on this device for good. */
    dismiss() {
      try {
        localStorage.setItem(DISMISSED_KEY, "true");
      } catch {
        // Storage refused: the button goes for this page only.
      }
      setOffer(null);
    },
  };
}
