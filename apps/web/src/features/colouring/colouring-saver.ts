/**
 * Keeping a colouring on the server as it grows, without flooding it: one save at a time shortly after
 * the last tap (the newest colouring wins); after a failure the next try waits 1 s, 2 s, 4 s … up to a
 * minute; without a connection nothing is sent until it is back; a session that has ended or a save the
 * server refuses stops the saves for good. What is not saved yet is kept on the device meanwhile.
 * Framework-free: the page's hook (api/save-colouring.ts) wires it to the browser.
 */
import type { Fills } from "@mandala/engine";
import { backoffDelay, isRetryable, isSessionEnd } from "../../api/backoff.ts";

/** How long after the last tap the colouring is saved. */
export const SAVE_DELAY_MS = 700;

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved" }
  /** The last save failed; the next try goes at `at` (epoch ms). */
  | { kind: "retrying"; at: number }
  /** No connection: the save waits for it. */
  | { kind: "offline" }
  /** The session has ended: nothing is sent until the person signs in again. */
  | { kind: "signedOut" }
  /** The server refused the save, saying why. */
  | { kind: "refused"; reason: string };

export interface SaverDeps {
  /** Sends the colouring to the server. */
  send(fills: Fills): Promise<unknown>;
  /** Keeps the colouring not yet saved on the device, or forgets it (null) once the server has it. */
  keep(fills: Fills | null): void;
  isOnline(): boolean;
  onStatus(status: SaveStatus): void;
}

export interface ColouringSaver {
  /** A new colouring (a tap): saved shortly, unless the saves wait or have stopped. */
  change(fills: Fills): void;
  /** The person asks to save now: sends at once and starts the waits afresh. */
  retry(): void;
  /** The connection is back: sends at once. */
  online(): void;
  /** The connection is gone: nothing is sent until it is back. */
  offline(): void;
  /** The page is hidden or left: the unsaved colouring goes to the device, and to the server if it can. */
  leave(): void;
  /** The page is gone: after `leave`, no more tries. */
  dispose(): void;
}

export function createColouringSaver(deps: SaverDeps): ColouringSaver {
  /** The newest colouring not yet sent. */
  let pending: Fills | null = null;
  let sending = false;
  /** Failed tries since the last save that went through. */
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Set while a failed save waits for its next try. */
  let retryAt: number | null = null;
  let stopped: "signedOut" | "refused" | null = null;
  let disposed = false;
  let shown = "";

  /** Tells the status when it changes (a tap that changes nothing renders nothing). */
  function show(status: SaveStatus) {
    const key = JSON.stringify(status);
    if (key === shown) return;
    shown = key;
    deps.onStatus(status);
  }

  function wait(ms: number) {
    clearTimeout(timer);
    timer = setTimeout(() => void flush(), ms);
  }

  function cancelWait() {
    clearTimeout(timer);
    timer = undefined;
    retryAt = null;
  }

  function failed(fills: Fills, error: unknown) {
    pending ??= fills;
    deps.keep(pending);
    if (isSessionEnd(error)) {
      stopped = "signedOut";
      show({ kind: "signedOut" });
    } else if (!isRetryable(error)) {
      stopped = "refused";
      show({ kind: "refused", reason: error instanceof Error ? error.message : String(error) });
    } else if (!deps.isOnline()) {
      show({ kind: "offline" });
    } else if (!disposed) {
      const delay = backoffDelay(failures);
      failures += 1;
      retryAt = Date.now() + delay;
      wait(delay);
      show({ kind: "retrying", at: retryAt });
    }
  }

  async function flush(): Promise<void> {
    cancelWait();
    if (sending || stopped || pending === null) return;
    if (!deps.isOnline()) {
      deps.keep(pending);
      show({ kind: "offline" });
      return;
    }
    const fills = pending;
    pending = null;
    sending = true;
    show({ kind: "saving" });
    try {
      await deps.send(fills);
      sending = false;
      failures = 0;
      if (pending === null) {
        deps.keep(null);
        show({ kind: "saved" });
      } else if (!disposed) {
        await flush();
      }
    } catch (error) {
      sending = false;
      failed(fills, error);
    }
  }

  return {
    change(fills) {
      pending = fills;
      // The saves wait (for the connection, for the next try) or have stopped: the tap is only kept.
      if (stopped || retryAt !== null) return;
      if (!deps.isOnline()) return show({ kind: "offline" });
      show({ kind: "saving" });
      if (!sending) wait(SAVE_DELAY_MS);
    },
    retry() {
      if (stopped) return;
      failures = 0;
      void flush();
    },
    online() {
      failures = 0;
      void flush();
    },
    offline() {
      if (retryAt === null && timer === undefined) return;
      cancelWait();
      if (pending !== null) show({ kind: "offline" });
    },
    leave() {
      if (pending === null) return;
      deps.keep(pending);
      if (retryAt === null) void flush();
    },
    dispose() {
      disposed = true;
      cancelWait();
    },
  };
}
